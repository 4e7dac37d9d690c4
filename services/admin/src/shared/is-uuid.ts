// One definition for every service, in the contracts.
export { isUuid } from '@lieux/contracts';
