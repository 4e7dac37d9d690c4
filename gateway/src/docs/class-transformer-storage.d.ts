// class-transformer keeps the metadata of `@Type()` in a module it does not export by name; the
// OpenAPI schemas need it to describe lists of nested DTOs.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
