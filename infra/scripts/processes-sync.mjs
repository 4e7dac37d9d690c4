// `npm run processes:sync`: gives every process of libs/platform/src/processes/process-manifest.json
// what it lacks in the deployment files (its k8s overlay and image, Dockerfile target, compose
// service). Existing entries are left as they are: k8s/manifests.spec.ts checks them.
import { syncProcessFiles } from './lib/process-files.mjs';

const done = syncProcessFiles();
console.log(done.length > 0 ? done.map((line) => `[lieux] ${line}`).join('\n') : '[lieux] every process of the manifest has its deployment files.');
