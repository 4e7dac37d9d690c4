export const SERVICE_ENV = Symbol('SERVICE_ENV');
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');
