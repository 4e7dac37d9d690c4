export const SERVICE_ENV = Symbol('SERVICE_ENV');
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');
/** The service's name: its schema by default, its durable consumer's name. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
