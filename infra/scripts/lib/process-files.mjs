// What each process of libs/platform/src/processes/process-manifest.json needs in the deployment
// files, as text: its Kubernetes overlay, its Dockerfile target and its compose service. Used by
// `npm run processes:sync` (writes what is missing) and by k8s/manifests.spec.ts (says what to add).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROCESS_MANIFEST, ROOT } from './stack.mjs';

/** Port name in the pod, and the port of the process's Kubernetes Service. */
function servicePort(process) {
  return process.kind === 'gateway' ? { name: 'http', port: 80 } : { name: 'health', port: process.port };
}

function portVariable(process) {
  return PROCESS_MANIFEST.kinds[process.kind].portVariable;
}

function projectDir(process) {
  return process.entry.slice(0, process.entry.indexOf('/dist/'));
}

/** A metrics port of its own (the gateway's), declared in the pod and given in METRICS_PORT. */
function metricsPortEntry(process) {
  return process.metricsPort ? `, { name: metrics, containerPort: ${process.metricsPort} }` : '';
}

function metricsEnvEntry(process) {
  return process.metricsPort ? `, { name: METRICS_PORT, value: "${process.metricsPort}" }` : '';
}

export function k8sOverlayPath(process) {
  return `k8s/processes/${process.name}/kustomization.yaml`;
}

/** k8s/processes/<name>/kustomization.yaml: the kind's base, renamed and filled in for this process. */
export function k8sOverlay(process) {
  const { name: portName, port } = servicePort(process);
  const placeholder = process.kind;
  return `# ${process.name} (${process.kind}), from libs/platform/src/processes/process-manifest.json: written by
# \`npm run processes:sync\`, checked by k8s/manifests.spec.ts. Add this process's own differences
# (resources, replicas, another Secret) as further patches at the end, targeted by kind (one of each).
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ../../kinds/${process.kind}
labels:
  - pairs:
      app.kubernetes.io/name: ${process.name}
    includeSelectors: true
patches:
  - target: { kind: Service }
    patch: '[{"op": "add", "path": "/spec/ports/-", "value": {"name": "${portName}", "port": ${port}, "targetPort": "${portName}"}}]'
  - patch: |-
      apiVersion: apps/v1
      kind: Deployment
      metadata:
        name: ${placeholder}
      spec:
        template:
          metadata:
            annotations:
              prometheus.io/scrape: "true"
              prometheus.io/port: "${process.metricsPort ?? process.port}"
              prometheus.io/path: /metrics
          spec:
            containers:
              - name: app
                image: lieux/${process.name}
                args: ["node", "${process.entry}"]
                ports: [{ name: ${portName}, containerPort: ${process.port} }${metricsPortEntry(process)}]
                env: [{ name: ${portVariable(process)}, value: "${process.port}" }${metricsEnvEntry(process)}]
                startupProbe: { httpGet: { path: ${process.live} } }
                livenessProbe: { httpGet: { path: ${process.live} } }
                readinessProbe: { httpGet: { path: ${process.ready} } }
  # Last of the patches above: the kind's objects, and the container, take this process's name.
  - target: { kind: Deployment }
    patch: '[{"op": "replace", "path": "/spec/template/spec/containers/0/name", "value": "${process.name}"}]'
  - target: { name: ${placeholder} }
    patch: '[{"op": "replace", "path": "/metadata/name", "value": "${process.name}"}]'
${process.kind === 'service' ? hpaTarget(process) : ''}`;
}

/** A service's autoscaler (k8s/kinds/service/hpa.yaml) names its Deployment: kustomize cannot tell which of the services' it is. */
function hpaTarget(process) {
  return `  - target: { kind: HorizontalPodAutoscaler }
    patch: '[{"op": "replace", "path": "/spec/scaleTargetRef/name", "value": "${process.name}"}]'
`;
}

/** The entry of the `images` list of k8s/kustomization.yaml (the tag CI sets per release). */
export function k8sImage(process) {
  return `  - name: lieux/${process.name}\n    newName: registry.example.ma/lieux/${process.name}\n    newTag: 0.1.0\n`;
}

/** The build target of infra/docker/Dockerfile. */
export function dockerStage(process) {
  const project = projectDir(process);
  const web = process.kind === 'gateway' ? 'COPY --from=build /app/web/dist web/dist/\n' : '';
  const startPeriod = process.kind === 'gateway' ? '30s' : '60s';
  return `FROM runtime AS ${process.name}
COPY --from=build /app/${project}/package.json ${project}/
COPY --from=build /app/${project}/dist ${project}/dist/
${web}ENV ${portVariable(process)}=${process.port}
EXPOSE ${process.port}
HEALTHCHECK --interval=10s --timeout=3s --start-period=${startPeriod} --retries=3 \\
  CMD ["node", "infra/docker/healthcheck.mjs", "${process.ready}"]
CMD ["node", "${process.entry}"]
`;
}

/** The service of docker-compose.yml (a service or worker; the gateway's is written by hand). */
export function composeService(process) {
  return `  ${process.name}:
    <<: *app
    build:
      <<: *app-build
      target: ${process.name}
    image: lieux/${process.name}:\${LIEUX_TAG:-local}
    command: ["node", "${process.entry}"]
    environment:
      <<: *service-env
      ${portVariable(process)}: "${process.port}"
    depends_on: *infra-healthy
`;
}

/**
 * Writes what a process of the manifest lacks: its overlay, its entries in k8s/kustomization.yaml,
 * its Dockerfile target, its compose service. Never rewrites what exists. Returns what it did.
 */
export function syncProcessFiles(root = ROOT) {
  const done = [];
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const write = (file, text) => writeFileSync(path.join(root, file), text);
  for (const process of PROCESS_MANIFEST.processes) {
    const overlay = k8sOverlayPath(process);
    if (!existsSync(path.join(root, overlay))) {
      mkdirSync(path.dirname(path.join(root, overlay)), { recursive: true });
      write(overlay, k8sOverlay(process));
      done.push(`wrote ${overlay}`);
    }
    let kustomization = read('k8s/kustomization.yaml');
    if (!kustomization.includes(`  - processes/${process.name}\n`)) {
      kustomization = kustomization.replace(/(\n {2}- processes\/[\w-]+\n)(?!\s*- processes\/)/, `$1  - processes/${process.name}\n`);
      done.push(`listed processes/${process.name} in k8s/kustomization.yaml`);
    }
    if (!kustomization.includes(`  - name: lieux/${process.name}\n`)) {
      kustomization = `${kustomization.trimEnd()}\n${k8sImage(process)}`;
      done.push(`added the image lieux/${process.name} to k8s/kustomization.yaml`);
    }
    write('k8s/kustomization.yaml', kustomization);
    const dockerfile = read('infra/docker/Dockerfile');
    if (!new RegExp(`^FROM runtime AS ${process.name}$`, 'm').test(dockerfile)) {
      write('infra/docker/Dockerfile', `${dockerfile.trimEnd()}\n\n${dockerStage(process)}`);
      done.push(`added the target ${process.name} to infra/docker/Dockerfile`);
    }
    const compose = read('docker-compose.yml');
    if (!new RegExp(`^ {2}${process.name}:$`, 'm').test(compose) && process.kind !== 'gateway') {
      // Before the gateway, which comes last and, for a service, waits for it too (its depends_on closes the list).
      let updated = compose.replace(/\n {2}gateway:\n/, `\n${composeService(process)}\n  gateway:\n`);
      if (process.kind === 'service') updated = updated.replace(/\n\nvolumes:/, `\n      ${process.name}:\n        condition: service_healthy\n\nvolumes:`);
      write('docker-compose.yml', updated);
      done.push(`added the service ${process.name} to docker-compose.yml`);
    }
  }
  return done;
}
