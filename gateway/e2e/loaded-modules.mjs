// Prints, as JSON, every module URL that importing the file given as argument resolves.
// Used by loaded-modules.e2e-spec.ts to prove what the built gateway loads at run time.
import { registerHooks } from 'node:module';

const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    seen.add(resolved.url);
    return resolved;
  },
});
await import(process.argv[2]);
process.stdout.write(JSON.stringify([...seen]));
