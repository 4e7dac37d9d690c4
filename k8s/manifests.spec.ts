// No cluster and no Docker engine run here, so the deployment descriptions are checked by reading
// them: k8s/ as kustomize renders it, docker-compose.yml and infra/docker/Dockerfile, each against the
// processes of libs/platform/src/processes/process-manifest.json. docs/deployment.md describes what
// these files are and why they look like this.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { kindOf, loadEnv, metricsPortOf, PROCESSES as MANIFEST_PROCESSES, ProcessEnv, type ProcessDefinition } from '@lieux/platform';
import { DEFAULT_DUPLICATE_WINDOW_MS } from '../libs/messaging/src/events/event-stream.setup.js';
import { ServiceEnv } from '../libs/service-kit/src/config/service-env.js';
import { composeService, dockerStage, k8sImage, k8sOverlay, k8sOverlayPath } from '../infra/scripts/lib/process-files.mjs';
import { renderKustomization } from '../infra/scripts/lib/kustomize.mjs';

const K8S_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(K8S_DIR, '..');
const NAMESPACE = 'lieux';
const SYNC = 'run `npm run processes:sync` (writes it), or add';

// ---------------------------------------------------------------------------------------------------
// The processes: the manifest's, with what the deployment adds to each.

interface Process {
  name: string;
  definition: ProcessDefinition;
  command: string[];
  /** PORT for the gateway, HEALTH_PORT for the others. */
  portEnv: 'PORT' | 'HEALTH_PORT';
  port: number;
  live: string;
  ready: string;
  /** Owns a Postgres schema (every process but the gateway, DESIGN.md rule 3). */
  database: boolean;
  /** Secret keys this process receives, and no process outside the ones that need them. */
  ownSecrets: string[];
}

/** The secrets only the processes that need them may see (docs/deployment.md, "Secrets"): the mail server's URL goes to the two that send mail. */
const OWN_SECRETS: Record<string, string[]> = { gateway: ['SESSION_SECRET', 'OIDC_CLIENT_SECRET'], auth: ['SMTP_URL'], admin: ['SMTP_URL'], connections: ['TOKEN_ENCRYPTION_KEY', 'SMTP_URL'] };

const PROCESSES: Process[] = MANIFEST_PROCESSES.map((definition) => ({
  name: definition.name,
  definition,
  command: ['node', definition.entry],
  portEnv: kindOf(definition).portVariable,
  port: definition.port,
  live: definition.live,
  ready: definition.ready,
  database: kindOf(definition).database,
  ownSecrets: OWN_SECRETS[definition.name] ?? [],
}));
const SERVICE_NAMES = MANIFEST_PROCESSES.filter((process) => process.kind === 'service').map((process) => process.name);
const COMMON_ENV = ['NODE_ENV', 'LOG_LEVEL', 'REDIS_URL', 'NATS_URL'];

// ---------------------------------------------------------------------------------------------------
// The shapes of the Kubernetes objects these tests read (only the fields they look at).

type Labels = Record<string, string>;

interface Metadata {
  name: string;
  namespace?: string;
  labels?: Labels;
  annotations?: Labels;
}

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
}

interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
  tcpSocket?: { port: number | string };
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
    fieldRef?: { fieldPath: string };
  };
}

interface Resources {
  requests?: { cpu?: string | number; memory?: string };
  limits?: { cpu?: string | number; memory?: string };
}

interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  privileged?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type: string };
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: Resources;
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string }[];
  lifecycle?: { preStop?: unknown };
}

interface PodTemplate {
  metadata: { labels?: Labels; annotations?: Labels };
  spec: {
    containers: Container[];
    initContainers?: Container[];
    securityContext?: SecurityContext;
    volumes?: { name: string }[];
    terminationGracePeriodSeconds?: number;
  };
}

interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    serviceName?: string;
    selector: { matchLabels: Labels };
    template: PodTemplate;
    volumeClaimTemplates?: { metadata: { name: string }; spec: { resources: { requests: { storage: string } } } }[];
  };
}

interface ServicePort {
  name?: string;
  port: number;
  targetPort?: number | string;
}

interface Service extends K8sObject {
  spec: { selector?: Labels; ports: ServicePort[]; clusterIP?: string };
}

interface Ingress extends K8sObject {
  spec: {
    ingressClassName?: string;
    tls?: { hosts: string[]; secretName: string }[];
    rules: {
      host: string;
      http: {
        paths: {
          path: string;
          pathType: string;
          backend: { service: { name: string; port: { name?: string; number?: number } } };
        }[];
      };
    }[];
  };
}

interface Hpa extends K8sObject {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: { type: string; resource?: { name: string; target?: { type: string; averageUtilization?: number } } }[];
  };
}

interface LabelSelector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface NetworkPolicyRule {
  ports?: { port: number | string; protocol?: string }[];
  from?: NetworkPolicyPeer[];
  to?: NetworkPolicyPeer[];
}

interface NetworkPolicy extends K8sObject {
  spec: { podSelector: LabelSelector; policyTypes: string[]; ingress?: NetworkPolicyRule[]; egress?: NetworkPolicyRule[] };
}

interface CronJob extends K8sObject {
  spec: {
    schedule: string;
    suspend?: boolean;
    concurrencyPolicy?: string;
    successfulJobsHistoryLimit?: number;
    failedJobsHistoryLimit?: number;
    jobTemplate: { spec: { template: PodTemplate } };
  };
}

interface Pdb extends K8sObject {
  spec: { selector: { matchLabels: Labels }; minAvailable?: number | string; maxUnavailable?: number | string };
}

interface ConfigMap extends K8sObject {
  data?: Record<string, string>;
}

interface Secret extends K8sObject {
  stringData?: Record<string, string>;
  data?: Record<string, string>;
}

interface Kustomization {
  namespace?: string;
  resources: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
}

// ---------------------------------------------------------------------------------------------------
// Loading.

interface ParsedFile {
  file: string;
  errors: string[];
  documents: unknown[];
}

function parseYamlFile(path: string, options: { merge?: boolean } = {}): ParsedFile {
  const parsed = parseAllDocuments(readFileSync(path, 'utf8'), { merge: options.merge ?? false });
  const documents = Array.isArray(parsed) ? parsed : [];
  return {
    file: path,
    errors: documents.flatMap((doc) => [...doc.errors, ...doc.warnings].map((e) => e.message)),
    documents: documents.map((doc) => doc.toJS() as unknown).filter((value) => value !== null && value !== undefined),
  };
}

/** Every YAML file under k8s/, relative to it. */
function yamlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [relative(K8S_DIR, path)] : [];
  });
}

const manifestFiles = yamlFiles(K8S_DIR).sort();
const parsedManifests = manifestFiles.map((file) => parseYamlFile(join(K8S_DIR, file)));
const kustomization = parsedManifests.find((p) => p.file === join(K8S_DIR, 'kustomization.yaml'))?.documents[0] as
  | Kustomization
  | undefined;
/** What `kubectl apply -k k8s/` would send: the rendered kustomization. */
const rendered = parseAllDocuments(renderKustomization(K8S_DIR));
const objects: K8sObject[] = rendered.map((doc) => doc.toJS() as K8sObject).filter((object) => object !== null);

function all<T extends K8sObject>(kind: string): T[] {
  return objects.filter((o) => o.kind === kind) as T[];
}

function find<T extends K8sObject>(kind: string, name: string): T | undefined {
  return all<T>(kind).find((o) => o.metadata.name === name);
}

function get<T extends K8sObject>(kind: string, name: string): T {
  const found = find<T>(kind, name);
  if (!found) {
    throw new Error(`no ${kind} named "${name}" in k8s/`);
  }
  return found;
}

const workloads = (): Workload[] => [...all<Workload>('Deployment'), ...all<Workload>('StatefulSet')];

// ---------------------------------------------------------------------------------------------------
// Helpers.

/** A selector matches labels when every one of its pairs is among them. */
function selects(selector: Labels | undefined, labels: Labels | undefined): boolean {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels?.[key] === value);
}

/** The number a probe or Service port designates in a container: a number, or a named port. */
function resolvePort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') {
    return container.ports?.some((p) => p.containerPort === port) ? port : undefined;
  }
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

function cpuCores(quantity: string | number | undefined): number {
  if (quantity === undefined) return Number.NaN;
  const match = /^(\d+(?:\.\d+)?)(m?)$/.exec(String(quantity));
  if (!match) return Number.NaN;
  return Number(match[1]) / (match[2] === 'm' ? 1000 : 1);
}

function memoryBytes(quantity: string | undefined): number {
  const units: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 };
  const match = /^(\d+(?:\.\d+)?)(k|M|G|Ki|Mi|Gi)?$/.exec(quantity ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * (units[match[2] ?? ''] ?? Number.NaN);
}

/** The command a container runs: `command` replaces the image's entrypoint, `args` its CMD. */
function commandLine(container: Container): string[] {
  return [...(container.command ?? []), ...(container.args ?? [])];
}

/** Every variable name a container receives, with the object it comes from. */
function environmentOf(container: Container): Map<string, string> {
  const env = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const configMap = find<ConfigMap>('ConfigMap', source.configMapRef.name);
      for (const key of Object.keys(configMap?.data ?? {})) env.set(key, `ConfigMap/${source.configMapRef.name}`);
    }
    if (source.secretRef) {
      const secret = find<Secret>('Secret', source.secretRef.name);
      for (const key of Object.keys({ ...secret?.data, ...secret?.stringData })) {
        env.set(key, `Secret/${source.secretRef.name}`);
      }
    }
  }
  for (const variable of container.env ?? []) env.set(variable.name, 'env');
  return env;
}

/** A service's configuration class with a health port, to load k8s/'s ConfigMap as a service would. */
class K8sServiceEnv extends ServiceEnv {
  override HEALTH_PORT = 3101;
}

/** A label selector (matchLabels and In/NotIn/Exists expressions) matches labels; `{}` matches every pod. */
function matchesSelector(selector: LabelSelector, labels: Labels): boolean {
  const pairs = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const expressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key] ?? '');
    if (operator === 'NotIn') return !values.includes(labels[key] ?? '');
    if (operator === 'Exists') return key in labels;
    return !(key in labels);
  });
  return pairs && expressions;
}

/** The pod templates of the namespace: Deployments, StatefulSets and the CronJobs' pods. */
function podTemplates(): PodTemplate[] {
  return [...workloads().map((w) => w.spec.template), ...all<CronJob>('CronJob').map((c) => c.spec.jobTemplate.spec.template)];
}

function podLabelsOf(name: string): Labels {
  const template = podTemplates().find((t) => t.metadata.labels?.['app.kubernetes.io/name'] === name);
  if (!template) throw new Error(`no pod named ${name} in k8s/`);
  return template.metadata.labels ?? {};
}

/**
 * What the network policies let pods with these labels connect to (egress) or be reached from
 * (ingress), as `peer:port`: a pod of the namespace by its app.kubernetes.io/name, `ns:<name>` for
 * another namespace, `internet` for an address block; `*` for any port.
 */
function allowed(labels: Labels, direction: 'ingress' | 'egress'): string[] {
  const peers = new Set<string>();
  const policyType = direction === 'ingress' ? 'Ingress' : 'Egress';
  for (const policy of all<NetworkPolicy>('NetworkPolicy')) {
    if (!policy.spec.policyTypes.includes(policyType) || !matchesSelector(policy.spec.podSelector, labels)) continue;
    for (const rule of policy.spec[direction] ?? []) {
      const ports = (rule.ports ?? []).map((p) => String(p.port));
      for (const peer of (direction === 'ingress' ? rule.from : rule.to) ?? []) {
        const names = peer.ipBlock
          ? ['internet']
          : peer.namespaceSelector
            ? [`ns:${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] ?? '*'}`]
            : podTemplates()
                .filter((t) => matchesSelector(peer.podSelector ?? {}, t.metadata.labels ?? {}))
                .map((t) => t.metadata.labels?.['app.kubernetes.io/name'] ?? '?');
        for (const name of names) for (const port of ports.length > 0 ? ports : ['*']) peers.add(`${name}:${port}`);
      }
    }
  }
  return [...peers];
}

/** A variable's value in a container: its own env, else its ConfigMaps'; undefined when unset (the default applies). */
function valueOf(container: Container, key: string): string | undefined {
  const own = container.env?.find((variable) => variable.name === key);
  if (own) return own.value;
  for (const source of container.envFrom ?? []) {
    const value = source.configMapRef ? find<ConfigMap>('ConfigMap', source.configMapRef.name)?.data?.[key] : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

function mainContainer(workload: Workload): Container {
  const containers = workload.spec.template.spec.containers;
  return containers.find((c) => c.name === workload.metadata.name) ?? containers[0]!;
}

/** A job's pod: every container (init ones too) under the "restricted" Pod Security Standard, with CPU and memory limits. */
function expectRestrictedAndBounded(pod: PodTemplate): void {
  for (const container of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
    const context = { ...pod.spec.securityContext, ...container.securityContext };
    expect({ container: container.name, runAsNonRoot: context.runAsNonRoot, escalation: context.allowPrivilegeEscalation, dropsAll: context.capabilities?.drop?.includes('ALL'), seccomp: context.seccompProfile?.type }).toEqual({
      container: container.name,
      runAsNonRoot: true,
      escalation: false,
      dropsAll: true,
      seccomp: 'RuntimeDefault',
    });
    expect(cpuCores(container.resources?.limits?.cpu)).toBeGreaterThan(0);
    expect(memoryBytes(container.resources?.limits?.memory)).toBeGreaterThan(0);
  }
}

// ===================================================================================================

describe('Kubernetes manifests (k8s/)', () => {
  it('parse: every YAML file is valid, and holds only named, typed objects', () => {
    expect(manifestFiles.length).toBeGreaterThan(0);
    for (const parsed of parsedManifests) {
      expect({ file: parsed.file, errors: parsed.errors }).toEqual({ file: parsed.file, errors: [] });
      expect(parsed.documents.length).toBeGreaterThan(0);
    }
    for (const object of objects) {
      expect(typeof object.apiVersion).toBe('string');
      expect(typeof object.kind).toBe('string');
      expect(object.metadata?.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
    }
  });

  it('renders with kustomize, without errors or warnings', () => {
    expect(rendered.flatMap((doc) => [...doc.errors, ...doc.warnings].map((e) => e.message))).toEqual([]);
    expect(objects.length).toBeGreaterThan(0);
  });

  it('kustomization.yaml lists every top-level manifest file and every process overlay, and only those', () => {
    expect(kustomization).toBeDefined();
    expect(kustomization?.namespace).toBe(NAMESPACE);
    const listed = [...(kustomization?.resources ?? [])].sort();
    const files = manifestFiles.filter((f) => !f.includes('/') && f !== 'kustomization.yaml');
    const overlays = PROCESSES.map((process) => `processes/${process.name}`);
    expect(listed).toEqual([...files, ...overlays].sort());
  });

  it('each process of the manifest has its overlay and image in k8s/, and no other process has one', () => {
    for (const process of PROCESSES) {
      const overlay = k8sOverlayPath(process.definition);
      expect({ overlay, exists: existsSync(join(ROOT, overlay)) || `${SYNC} ${overlay}:\n${k8sOverlay(process.definition)}` }).toEqual({
        overlay,
        exists: true,
      });
      const image = kustomization?.images?.some((entry) => entry.name === `lieux/${process.name}`);
      expect({ image: image || `${SYNC} to images in k8s/kustomization.yaml:\n${k8sImage(process.definition)}` }).toEqual({ image: true });
    }
    const names = PROCESSES.map((process) => process.name).sort();
    expect(readdirSync(join(K8S_DIR, 'processes')).sort()).toEqual(names);
    expect(kustomization?.images?.map((entry) => entry.name.replace(/^lieux\//, '')).sort()).toEqual(names);
  });

  it('every process of the manifest, and nothing else, has a Deployment and a Service of its kind', () => {
    const names = PROCESSES.map((process) => process.name).sort();
    expect(all<Workload>('Deployment').map((d) => d.metadata.name).sort()).toEqual(names);
    const appServices = all<Service>('Service').filter((s) => s.metadata.labels?.['app.kubernetes.io/component'] !== undefined &&
      workloads().some((w) => w.kind === 'Deployment' && selects(s.spec.selector, w.spec.template.metadata.labels)));
    expect(appServices.map((service) => service.metadata.name).sort()).toEqual(names);
    for (const process of PROCESSES) {
      const deployment = get<Workload>('Deployment', process.name);
      expect({ name: process.name, kind: deployment.spec.template.metadata.labels?.['app.kubernetes.io/component'] }).toEqual({
        name: process.name,
        kind: process.definition.kind,
      });
    }
  });

  it('puts everything in the lieux namespace, labelled as part of lieux', () => {
    const namespace = get<K8sObject>('Namespace', NAMESPACE);
    expect(namespace.metadata.labels?.['app.kubernetes.io/part-of']).toBe('lieux');
    for (const object of objects) {
      const where = `${object.kind}/${object.metadata.name}`;
      if (object.kind !== 'Namespace') {
        expect({ where, namespace: object.metadata.namespace }).toEqual({ where, namespace: NAMESPACE });
      }
      expect({ where, partOf: object.metadata.labels?.['app.kubernetes.io/part-of'] }).toEqual({ where, partOf: 'lieux' });
      expect({ where, name: typeof object.metadata.labels?.['app.kubernetes.io/name'] }).toEqual({ where, name: 'string' });
    }
  });

  it('has no duplicate objects', () => {
    const keys = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  describe.each(PROCESSES)('process $name', (process) => {
    it('has a Deployment whose pod template carries its selector labels', () => {
      const deployment = get<Workload>('Deployment', process.name);
      const podLabels = deployment.spec.template.metadata.labels;
      expect(podLabels?.['app.kubernetes.io/name']).toBe(process.name);
      expect(podLabels?.['app.kubernetes.io/part-of']).toBe('lieux');
      expect(selects(deployment.spec.selector.matchLabels, podLabels)).toBe(true);
    });

    it('runs the right command in the image built for it', () => {
      const container = mainContainer(get<Workload>('Deployment', process.name));
      expect(commandLine(container)).toEqual(process.command);
      // The overlay names lieux/<name>; the images list of kustomization.yaml says where it is pushed.
      const image = kustomization?.images?.find((entry) => entry.name === `lieux/${process.name}`);
      expect(container.image).toBe(`${image?.newName}:${image?.newTag}`);
      expect(image?.newName).toMatch(new RegExp(`/lieux/${process.name}$`));
    });

    it(`listens on ${process.port} and says so in ${process.portEnv}`, () => {
      const container = mainContainer(get<Workload>('Deployment', process.name));
      expect(container.ports?.map((p) => p.containerPort)).toContain(process.port);
      expect(container.env?.find((e) => e.name === process.portEnv)?.value).toBe(String(process.port));
    });

    it(`asks Prometheus to scrape /metrics on port ${metricsPortOf(process.definition)}, a port its container declares and listens on`, () => {
      const deployment = get<Workload>('Deployment', process.name);
      const container = mainContainer(deployment);
      const metricsPort = metricsPortOf(process.definition);
      expect(deployment.spec.template.metadata.annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
      expect(container.ports?.map((p) => p.containerPort)).toContain(metricsPort);
      if (metricsPort !== process.port) {
        // Its own listener (the gateway's): told its port, and to listen beyond the pod's loopback.
        expect(container.env?.find((e) => e.name === 'METRICS_PORT')?.value).toBe(String(metricsPort));
        expect(container.env?.find((e) => e.name === 'METRICS_HOST')?.value).toBe('0.0.0.0');
        // Never behind the public Service (the Ingress's backend).
        const service = get<Service>('Service', process.name);
        expect(service.spec.ports.map((p) => resolvePort(container, p.targetPort ?? p.port))).not.toContain(metricsPort);
      }
    });

    it(`has readiness (${process.ready}) and liveness (${process.live}) httpGet probes on port ${process.port}`, () => {
      const container = mainContainer(get<Workload>('Deployment', process.name));
      expect(container.readinessProbe?.httpGet?.path).toBe(process.ready);
      expect(resolvePort(container, container.readinessProbe?.httpGet?.port)).toBe(process.port);
      expect(container.livenessProbe?.httpGet?.path).toBe(process.live);
      expect(resolvePort(container, container.livenessProbe?.httpGet?.port)).toBe(process.port);
      if (container.startupProbe) {
        expect(resolvePort(container, container.startupProbe.httpGet?.port)).toBe(process.port);
      }
    });

    it('lets the graceful shutdown finish: grace period > SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS, no preStop', () => {
      const deployment = get<Workload>('Deployment', process.name);
      const container = mainContainer(deployment);
      const defaults = new ProcessEnv();
      const setting = (key: 'SHUTDOWN_DELAY_MS' | 'SHUTDOWN_TIMEOUT_MS' | 'RPC_TIMEOUT_MS') => Number(valueOf(container, key) ?? defaults[key]);
      // The process waits SHUTDOWN_DELAY_MS itself, not ready, while the endpoints and the Ingress
      // drop it (docs/deployment.md, "Graceful shutdown"): a preStop sleep would add to it unaccounted.
      expect(container.lifecycle?.preStop).toBeUndefined();
      expect(setting('SHUTDOWN_DELAY_MS')).toBeGreaterThanOrEqual(3000);
      expect(setting('SHUTDOWN_TIMEOUT_MS')).toBeGreaterThanOrEqual(setting('RPC_TIMEOUT_MS'));
      const graceMs = (deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30) * 1000;
      expect(graceMs).toBeGreaterThan(setting('SHUTDOWN_DELAY_MS') + setting('SHUTDOWN_TIMEOUT_MS'));
    });

    it('requests and limits cpu and memory, requests within limits', () => {
      const { requests, limits } = mainContainer(get<Workload>('Deployment', process.name)).resources ?? {};
      for (const value of [requests?.cpu, limits?.cpu]) expect(cpuCores(value)).toBeGreaterThan(0);
      for (const value of [requests?.memory, limits?.memory]) expect(memoryBytes(value)).toBeGreaterThan(0);
      expect(cpuCores(requests?.cpu)).toBeLessThanOrEqual(cpuCores(limits?.cpu));
      expect(memoryBytes(requests?.memory)).toBeLessThanOrEqual(memoryBytes(limits?.memory));
    });

    it('takes its settings from a ConfigMap and a Secret defined in k8s/', () => {
      const container = mainContainer(get<Workload>('Deployment', process.name));
      const configMaps = (container.envFrom ?? []).flatMap((s) => (s.configMapRef ? [s.configMapRef.name] : []));
      const secrets = (container.envFrom ?? []).flatMap((s) => (s.secretRef ? [s.secretRef.name] : []));
      expect(configMaps.length).toBeGreaterThan(0);
      expect(secrets.length).toBeGreaterThan(0);
      for (const name of configMaps) expect(find('ConfigMap', name)).toBeDefined();
      for (const name of secrets) expect(find('Secret', name)).toBeDefined();
    });

    it('receives exactly the variables it needs', () => {
      const env = environmentOf(mainContainer(get<Workload>('Deployment', process.name)));
      for (const key of [...COMMON_ENV, process.portEnv, ...process.ownSecrets]) {
        expect({ key, present: env.has(key) }).toEqual({ key, present: true });
      }
      expect(env.get('DATABASE_URL')?.startsWith('Secret/')).toBe(process.database ? true : undefined);
      // Least privilege: another process's secret never reaches this one.
      const othersSecrets = PROCESSES.filter((p) => p.name !== process.name).flatMap((p) => p.ownSecrets);
      for (const key of othersSecrets.filter((k) => !process.ownSecrets.includes(k))) {
        expect({ key, present: env.has(key) }).toEqual({ key, present: false });
      }
    });

    it('has a Service that selects its pods, and only them, on its port', () => {
      const service = get<Service>('Service', process.name);
      const deployment = get<Workload>('Deployment', process.name);
      expect(selects(service.spec.selector, deployment.spec.template.metadata.labels)).toBe(true);
      const selected = workloads().filter((w) => selects(service.spec.selector, w.spec.template.metadata.labels));
      expect(selected.map((w) => w.metadata.name)).toEqual([process.name]);
      const container = mainContainer(deployment);
      expect(service.spec.ports.map((p) => resolvePort(container, p.targetPort ?? p.port))).toContain(process.port);
    });
  });

  it('every Service selects the pods of a Deployment or StatefulSet, on ports they expose', () => {
    for (const service of all<Service>('Service')) {
      const selected = workloads().filter((w) => selects(service.spec.selector, w.spec.template.metadata.labels));
      expect({ service: service.metadata.name, selected: selected.length }).toEqual({
        service: service.metadata.name,
        selected: 1,
      });
      const containers = selected[0]?.spec.template.spec.containers ?? [];
      for (const port of service.spec.ports) {
        const resolved = containers.map((c) => resolvePort(c, port.targetPort ?? port.port)).find((p) => p !== undefined);
        expect({ service: service.metadata.name, port: port.name, resolved: typeof resolved }).toEqual({
          service: service.metadata.name,
          port: port.name,
          resolved: 'number',
        });
      }
    }
  });

  it('every Deployment and StatefulSet selects its own pod template', () => {
    for (const workload of workloads()) {
      expect({ workload: workload.metadata.name, ok: selects(workload.spec.selector.matchLabels, workload.spec.template.metadata.labels) }).toEqual({
        workload: workload.metadata.name,
        ok: true,
      });
    }
  });

  it('every container of every workload has probes and bounded resources', () => {
    for (const workload of workloads()) {
      for (const container of workload.spec.template.spec.containers) {
        const where = `${workload.kind}/${workload.metadata.name}/${container.name}`;
        expect({ where, readiness: !!container.readinessProbe, liveness: !!container.livenessProbe }).toEqual({
          where,
          readiness: true,
          liveness: true,
        });
        const { requests, limits } = container.resources ?? {};
        const bounded = [requests?.cpu, limits?.cpu].every((q) => cpuCores(q) > 0) &&
          [requests?.memory, limits?.memory].every((q) => memoryBytes(q) > 0);
        expect({ where, bounded }).toEqual({ where, bounded: true });
      }
    }
  });

  it('every pod meets the "restricted" Pod Security Standard the namespace enforces', () => {
    expect(get<K8sObject>('Namespace', NAMESPACE).metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe(
      'restricted',
    );
    for (const workload of workloads()) {
      const pod = workload.spec.template.spec;
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
        const where = `${workload.kind}/${workload.metadata.name}/${container.name}`;
        const context = { ...pod.securityContext, ...container.securityContext };
        expect({
          where,
          runAsNonRoot: context.runAsNonRoot,
          rootUser: context.runAsUser === 0,
          allowPrivilegeEscalation: context.allowPrivilegeEscalation,
          privileged: context.privileged ?? false,
          dropsAll: context.capabilities?.drop?.includes('ALL') ?? false,
          adds: context.capabilities?.add ?? [],
          seccomp: context.seccompProfile?.type,
        }).toEqual({
          where,
          runAsNonRoot: true,
          rootUser: false,
          allowPrivilegeEscalation: false,
          privileged: false,
          dropsAll: true,
          adds: [],
          seccomp: 'RuntimeDefault',
        });
      }
    }
  });

  it('every ConfigMap, Secret and key a container refers to is defined in k8s/', () => {
    for (const workload of workloads()) {
      for (const container of workload.spec.template.spec.containers) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) expect(find('ConfigMap', source.configMapRef.name)).toBeDefined();
          if (source.secretRef) expect(find('Secret', source.secretRef.name)).toBeDefined();
        }
        for (const variable of container.env ?? []) {
          const secretRef = variable.valueFrom?.secretKeyRef;
          if (secretRef) {
            const secret = find<Secret>('Secret', secretRef.name);
            expect(Object.keys({ ...secret?.data, ...secret?.stringData })).toContain(secretRef.key);
          }
          const configMapRef = variable.valueFrom?.configMapKeyRef;
          if (configMapRef) {
            expect(Object.keys(find<ConfigMap>('ConfigMap', configMapRef.name)?.data ?? {})).toContain(configMapRef.key);
          }
        }
      }
    }
  });

  it('the ConfigMap points every process at the in-cluster Redis and NATS Services', () => {
    const data = get<ConfigMap>('ConfigMap', 'lieux-config').data ?? {};
    expect(data.NODE_ENV).toBe('production');
    expect(data.LOG_LEVEL).toMatch(/^(fatal|error|warn|info|debug|trace|silent)$/);
    for (const [key, protocol] of [
      ['REDIS_URL', 'redis:'],
      ['NATS_URL', 'nats:'],
    ] as const) {
      const url = new URL(data[key] ?? '');
      expect(url.protocol).toBe(protocol);
      const service = get<Service>('Service', url.hostname);
      expect(service.spec.ports.map((p) => p.port)).toContain(Number(url.port));
    }
  });

  it('Secrets hold placeholders only; DATABASE_URL points at the postgres Service', () => {
    for (const secret of all<Secret>('Secret')) {
      expect(secret.data).toBeUndefined();
      for (const [key, value] of Object.entries(secret.stringData ?? {})) {
        expect({ secret: secret.metadata.name, key, placeholder: value.includes('change-me') }).toEqual({
          secret: secret.metadata.name,
          key,
          placeholder: true,
        });
      }
    }
    const databaseUrl = new URL(get<Secret>('Secret', 'lieux-database').stringData?.DATABASE_URL ?? '');
    expect(databaseUrl.protocol).toBe('postgres:');
    expect(databaseUrl.pathname).toBe('/lieux');
    expect(get<Service>('Service', databaseUrl.hostname).spec.ports.map((p) => p.port)).toContain(Number(databaseUrl.port));
  });

  describe('gateway', () => {
    it('is exposed by an Ingress, over TLS, routing / to the gateway Service', () => {
      const ingresses = all<Ingress>('Ingress');
      expect(ingresses).toHaveLength(1);
      const ingress = ingresses[0]!;
      expect(ingress.apiVersion).toBe('networking.k8s.io/v1');
      const service = get<Service>('Service', 'gateway');
      const rule = ingress.spec.rules[0]!;
      expect(rule.host).toMatch(/\./);
      expect(ingress.spec.tls?.[0]?.hosts).toContain(rule.host);
      expect(ingress.spec.tls?.[0]?.secretName).toMatch(/\S/);
      const root = rule.http.paths.find((p) => p.path === '/');
      expect(root?.pathType).toBe('Prefix');
      expect(root?.backend.service.name).toBe('gateway');
      const port = root?.backend.service.port;
      expect(service.spec.ports.some((p) => (port?.name ? p.name === port.name : p.port === port?.number))).toBe(true);
    });

    it('is scaled by an autoscaling/v2 HorizontalPodAutoscaler on CPU, which owns the replica count', () => {
      const hpas = all<Hpa>('HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.name === 'gateway');
      expect(hpas).toHaveLength(1);
      const hpa = hpas[0]!;
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
      // CPU utilisation is measured against the request; a fixed replica count would fight the HPA.
      const gateway = get<Workload>('Deployment', 'gateway');
      expect(cpuCores(mainContainer(gateway).resources?.requests?.cpu)).toBeGreaterThan(0);
      expect(gateway.spec.replicas).toBeUndefined();
    });
  });

  it('gives the gateway alone the legal notice\'s facts, every one the gateway requires in production (ConfigMap lieux-legal)', () => {
    const legalKeys = ['SITE_COMPANY', 'SITE_LEGAL_FORM', 'SITE_REGISTERED_OFFICE', 'SITE_TRADE_REGISTER', 'SITE_ICE', 'SITE_HOST', 'SITE_CNDP_RECEIPT'];
    expect(Object.keys(get<ConfigMap>('ConfigMap', 'lieux-legal').data ?? {}).sort()).toEqual([...legalKeys].sort());
    for (const process of PROCESSES) {
      const env = environmentOf(mainContainer(get<Workload>('Deployment', process.name)));
      for (const key of legalKeys) expect({ process: process.name, key, from: env.get(key) }).toEqual({ process: process.name, key, from: process.name === 'gateway' ? 'ConfigMap/lieux-legal' : undefined });
    }
  });

  it('the gateway and the services have PodDisruptionBudgets that select their pods', () => {
    const pdbs = all<Pdb>('PodDisruptionBudget');
    for (const name of ['gateway', ...SERVICE_NAMES]) {
      const labels = get<Workload>('Deployment', name).spec.template.metadata.labels;
      const matching = pdbs.filter((pdb) => selects(pdb.spec.selector.matchLabels, labels));
      expect({ name, pdbs: matching.length }).toEqual({ name, pdbs: 1 });
      expect(matching[0]?.apiVersion).toBe('policy/v1');
    }
    for (const pdb of pdbs) {
      expect(workloads().some((w) => selects(pdb.spec.selector.matchLabels, w.spec.template.metadata.labels))).toBe(true);
    }
  });

  describe('autoscaling', () => {
    it.each(SERVICE_NAMES)('%s is scaled on CPU by an autoscaling/v2 HorizontalPodAutoscaler, from 2 replicas, which owns the count', (name) => {
      const hpas = all<Hpa>('HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.name === name);
      expect(hpas).toHaveLength(1);
      const hpa = hpas[0]!;
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      // Two at least: the PodDisruptionBudget (maxUnavailable 1) then keeps one serving while a node drains.
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      const cpu = hpa.spec.metrics.find((m) => m.resource?.name === 'cpu');
      expect(cpu?.resource?.target).toEqual({ type: 'Utilization', averageUtilization: expect.any(Number) });
      expect(cpu?.resource?.target?.averageUtilization).toBeGreaterThanOrEqual(50);
      expect(cpu?.resource?.target?.averageUtilization).toBeLessThanOrEqual(80);
      const deployment = get<Workload>('Deployment', name);
      expect(cpuCores(mainContainer(deployment).resources?.requests?.cpu)).toBeGreaterThan(0);
      expect(deployment.spec.replicas).toBeUndefined();
    });

    it('the worker is not scaled on CPU (one job keeps one pod busy whatever the count): one replica, no autoscaler', () => {
      for (const name of MANIFEST_PROCESSES.filter((process) => process.kind === 'worker').map((process) => process.name)) {
        expect(all<Hpa>('HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.name === name)).toEqual([]);
        expect(get<Workload>('Deployment', name).spec.replicas).toBe(1);
      }
    });

    it("at their ceilings, with one pod more for a rolling update, the processes' Postgres pools fit max_connections", () => {
      // libs/persistence/src/orm/service-orm.config.ts: a pool of at most 10 connections per process.
      const POOL_MAX = 10;
      // Migration locks of starting pods, the nightly pg_dump, an operator's psql, superuser_reserved_connections.
      const RESERVE = 10;
      const ceilings = PROCESSES.filter((process) => process.database).map((process) => {
        const hpa = all<Hpa>('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === process.name);
        return hpa?.spec.maxReplicas ?? get<Workload>('Deployment', process.name).spec.replicas ?? 1;
      });
      const busiest = (ceilings.reduce((sum, replicas) => sum + replicas, 0) + 1) * POOL_MAX + RESERVE;
      const args = commandLine(mainContainer(get<Workload>('StatefulSet', 'postgres'))).join(' ');
      const maxConnections = Number(/max_connections=(\d+)/.exec(args)?.[1]);
      expect(busiest).toBeLessThanOrEqual(maxConnections);
    });
  });

  describe('NATS', () => {
    const nats = () => get<Workload>('StatefulSet', 'nats');
    /** nats.conf of the ConfigMap the NATS container reads with --config. */
    const natsConf = (): string => {
      const container = mainContainer(nats());
      const line = commandLine(container);
      const path = line[line.indexOf('--config') + 1] ?? '';
      const mount = container.volumeMounts?.find((m) => path.startsWith(`${m.mountPath}/`));
      const volume = (nats().spec.template.spec.volumes ?? []).find((v) => v.name === mount?.name) as { configMap?: { name: string } } | undefined;
      const file = path.slice((mount?.mountPath.length ?? 0) + 1);
      return get<ConfigMap>('ConfigMap', volume?.configMap?.name ?? '').data?.[file] ?? '';
    };
    /** The body of a `name { … }` block of nats.conf (no nested blocks in ours but `routes: [ … ]`). */
    const block = (name: string): string => new RegExp(`^\\s*${name}\\s*\\{([^}]*)\\}`, 'm').exec(natsConf())?.[1] ?? '';

    it('runs three servers in parallel, one per node, at most one down at a time', () => {
      expect(nats().spec.replicas).toBe(3);
      const spec = nats().spec as Workload['spec'] & { podManagementPolicy?: string };
      expect(spec.podManagementPolicy).toBe('Parallel');
      const pod = nats().spec.template.spec as PodTemplate['spec'] & {
        affinity?: { podAntiAffinity?: { requiredDuringSchedulingIgnoredDuringExecution?: { topologyKey: string; labelSelector: { matchLabels: Labels } }[] } };
      };
      const antiAffinity = pod.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution ?? [];
      expect(antiAffinity.some((term) => term.topologyKey === 'kubernetes.io/hostname' && selects(term.labelSelector.matchLabels, nats().spec.template.metadata.labels))).toBe(true);
      const pdbs = all<Pdb>('PodDisruptionBudget').filter((pdb) => selects(pdb.spec.selector.matchLabels, nats().spec.template.metadata.labels));
      expect(pdbs.map((pdb) => pdb.spec.maxUnavailable)).toEqual([1]);
    });

    it('a server told to stop first enters lame duck mode, signalled through its pid file, within the grace period', () => {
      const container = mainContainer(nats()) as Container & { lifecycle?: { preStop?: { exec?: { command: string[] } } } };
      const pidFile = /^pid_file:\s*(\S+)\s*$/m.exec(natsConf())?.[1];
      expect(container.lifecycle?.preStop?.exec?.command).toEqual(['nats-server', `-sl=ldm=${pidFile}`]);
      expect(container.volumeMounts?.some((m) => pidFile?.startsWith(`${m.mountPath}/`))).toBe(true);
      const lameDuck = Number(/^lame_duck_duration:\s*(\d+)s\s*$/m.exec(natsConf())?.[1]);
      const grace = (nats().spec.template.spec as PodTemplate['spec'] & { terminationGracePeriodSeconds?: number }).terminationGracePeriodSeconds ?? 30;
      expect(lameDuck).toBeLessThan(grace);
    });

    it('forms one cluster: routes to every server by its stable name, on a port the headless Service publishes', () => {
      const cluster = block('cluster');
      const port = Number(/^\s*port:\s*(\d+)/m.exec(cluster)?.[1]);
      const routes = [...cluster.matchAll(/nats:\/\/([\w.-]+):(\d+)/g)].map(([, host, routePort]) => `${host}:${routePort}`);
      const headless = nats().spec.serviceName;
      expect(routes.sort()).toEqual([0, 1, 2].map((ordinal) => `nats-${ordinal}.${headless}:${port}`));
      const service = get<Service>('Service', headless ?? '');
      expect(service.spec.clusterIP).toBe('None');
      expect((service.spec as Service['spec'] & { publishNotReadyAddresses?: boolean }).publishNotReadyAddresses).toBe(true);
      expect(service.spec.ports.map((p) => resolvePort(mainContainer(nats()), p.targetPort ?? p.port))).toContain(port);
      // Each server names itself after its pod, so the cluster sees three servers.
      expect(natsConf()).toMatch(/^server_name:\s*\$POD_NAME\s*$/m);
      expect(mainContainer(nats()).env?.find((e) => e.name === 'POD_NAME')?.valueFrom?.fieldRef?.fieldPath).toBe('metadata.name');
    });

    it('keeps JetStream on a PersistentVolumeClaim, fsynced on every write (sync_interval: always), within the volume', () => {
      const jetstream = block('jetstream');
      expect(jetstream).toMatch(/^\s*sync_interval:\s*always\s*$/m);
      const storeDir = /^\s*store_dir:\s*(\S+)/m.exec(jetstream)?.[1];
      const mount = mainContainer(nats()).volumeMounts?.find((m) => m.mountPath === storeDir);
      const claim = (nats().spec.volumeClaimTemplates ?? []).find((c) => c.metadata.name === mount?.name);
      expect(claim).toBeDefined();
      const maxFileStore = /^\s*max_file_store:\s*(\d+)G\s*$/m.exec(jetstream)?.[1];
      expect(Number(maxFileStore) * 1e9).toBeLessThan(memoryBytes(claim?.spec.resources.requests.storage));
      // sync_interval: always exists since 2.10.
      const [major, minor] = /^nats:(\d+)\.(\d+)/.exec(mainContainer(nats()).image)?.slice(1).map(Number) ?? [];
      expect(major === 2 && (minor ?? 0) >= 10).toBe(true);
    });

    it('serves clients on 4222 through the nats Service, and is probed on /healthz of monitoring port 8222', () => {
      const container = mainContainer(nats());
      expect(natsConf()).toMatch(/^port:\s*4222\s*$/m);
      expect(natsConf()).toMatch(/^http_port:\s*8222\s*$/m);
      expect(container.ports?.map((p) => p.containerPort)).toEqual(expect.arrayContaining([4222, 8222]));
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
        expect(probe?.httpGet?.path).toMatch(/^\/healthz(\?|$)/);
        expect(resolvePort(container, probe?.httpGet?.port)).toBe(8222);
      }
      const service = get<Service>('Service', 'nats');
      expect(service.spec.ports.map((p) => [p.port, resolvePort(container, p.targetPort ?? p.port)])).toContainEqual([4222, 4222]);
    });

    it('the services keep three copies of each event, and their config takes the settings of k8s/', () => {
      const data = get<ConfigMap>('ConfigMap', 'lieux-config').data ?? {};
      expect(data.EVENT_STREAM_REPLICAS).toBe('3');
      expect(Number(data.EVENT_STREAM_REPLICAS)).toBeLessThanOrEqual(nats().spec.replicas ?? 1);
      const env = loadEnv(K8sServiceEnv, data);
      expect(env.EVENT_STREAM_REPLICAS).toBe(3);
      // The relay republishes a row when a round's commit fails after JetStream stored it: the window
      // covers the default's two minutes and a replica's restart (docs/deployment.md, "NATS").
      expect(env.EVENT_STREAM_DUPLICATE_WINDOW_SECONDS * 1000).toBeGreaterThan(DEFAULT_DUPLICATE_WINDOW_MS);
    });

    it("Postgres closes a dead node's sessions (which release the rows their relay locked) within the duplicate window", () => {
      const args = commandLine(mainContainer(get<Workload>('StatefulSet', 'postgres'))).join(' ');
      const setting = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(args)?.[1]);
      const detection = setting('tcp_keepalives_idle') + setting('tcp_keepalives_interval') * setting('tcp_keepalives_count');
      const window = Number(get<ConfigMap>('ConfigMap', 'lieux-config').data?.EVENT_STREAM_DUPLICATE_WINDOW_SECONDS);
      expect(detection).toBeLessThan(window);
    });
  });

  describe('network policies', () => {
    const policies = () => all<NetworkPolicy>('NetworkPolicy');

    it('deny every ingress and egress of every pod of the namespace unless another policy allows it', () => {
      const denyAll = policies().filter((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress);
      expect(denyAll.flatMap((p) => p.spec.policyTypes).sort()).toEqual(['Egress', 'Ingress']);
    });

    it('let every pod resolve names through the cluster DNS on port 53', () => {
      const dns = policies().filter((p) => Object.keys(p.spec.podSelector).length === 0 && p.spec.egress);
      const ports = dns.flatMap((p) => p.spec.egress ?? []).filter((rule) =>
        (rule.to ?? []).some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'kube-system' && peer.podSelector?.matchLabels?.['k8s-app'] === 'kube-dns'),
      ).flatMap((rule) => (rule.ports ?? []).map((p) => `${p.protocol}/${p.port}`));
      expect(ports.sort()).toEqual(['TCP/53', 'UDP/53']);
    });

    /** Where a process's pods may connect besides DNS: in-namespace workloads (name:port), other namespaces, the internet. */
    const EGRESS: Record<string, string[]> = {
      gateway: ['nats:4222', 'redis:6379', 'minio:9000', 'internet:443'],
      auth: ['nats:4222', 'postgres:5432', 'redis:6379', 'internet:25', 'internet:465', 'internet:587'],
      venues: ['nats:4222', 'postgres:5432', 'redis:6379', 'minio:9000'],
      votes: ['nats:4222', 'postgres:5432', 'redis:6379'],
      connections: ['nats:4222', 'postgres:5432', 'redis:6379', 'internet:443', 'internet:25', 'internet:465', 'internet:587'],
      scoring: ['nats:4222', 'postgres:5432', 'redis:6379'],
      admin: ['nats:4222', 'postgres:5432', 'redis:6379', 'gateway:3000', 'internet:25', 'internet:465', 'internet:587'],
      'scoring-worker': ['nats:4222', 'postgres:5432', 'redis:6379'],
      'postgres-backup': ['postgres:5432', 'minio:9000'],
      'osm-import': ['postgres:5432', 'internet:443'],
    };

    it('every Lieux process, and the backup, have their expected egress list', () => {
      expect(Object.keys(EGRESS).filter((name) => name !== 'postgres-backup' && name !== 'osm-import').sort()).toEqual(PROCESSES.map((p) => p.name).sort());
    });

    it.each(Object.keys(EGRESS))('%s reaches NATS, Postgres, Redis and what its work needs, nothing else', (name) => {
      const labels = podLabelsOf(name);
      expect(allowed(labels, 'egress').filter((peer) => peer !== 'ns:kube-system:53').sort()).toEqual([...EGRESS[name]!].sort());
    });

    it('from outside the namespace, only the ingress controller reaches a process, the gateway; monitoring reads the app pods and NATS', () => {
      const outside = (name: string) => allowed(podLabelsOf(name), 'ingress').filter((peer) => peer.startsWith('ns:'));
      expect(outside('gateway').filter((peer) => peer.startsWith('ns:')).sort()).toEqual(['ns:ingress-nginx:3000', 'ns:monitoring:*']);
      for (const process of PROCESSES.filter((p) => p.name !== 'gateway')) {
        expect({ name: process.name, from: outside(process.name).filter((peer) => peer.startsWith('ns:')) }).toEqual({ name: process.name, from: ['ns:monitoring:*'] });
      }
      for (const workload of workloads()) {
        const peers = allowed(workload.spec.template.metadata.labels ?? {}, 'ingress');
        expect({ workload: workload.metadata.name, internet: peers.filter((peer) => peer.startsWith('internet')) }).toEqual({ workload: workload.metadata.name, internet: [] });
      }
      expect(allowed(podLabelsOf('gateway'), 'ingress').filter((peer) => !peer.startsWith('ns:')).sort()).toEqual(['admin:3000']);
    });

    it('the data stores answer only the pods that use them: Postgres the services, the worker and the backup', () => {
      expect(allowed(get<Workload>('StatefulSet', 'postgres').spec.template.metadata.labels ?? {}, 'ingress').sort()).toEqual(
        [...SERVICE_NAMES, 'scoring-worker', 'postgres-backup', 'osm-import'].map((name) => `${name}:5432`).sort(),
      );
      expect(allowed(get<Workload>('StatefulSet', 'nats').spec.template.metadata.labels ?? {}, 'egress').sort()).toEqual(['nats:6222', 'ns:kube-system:53']);
    });
  });

  describe('backups', () => {
    const cronJob = () => get<CronJob>('CronJob', 'postgres-backup');
    const pod = () => cronJob().spec.jobTemplate.spec.template;
    const envOf = (container: Container, name: string) => container.env?.find((e) => e.name === name);

    it('dump the database once a day, one at a time, keeping the last jobs for inspection', () => {
      const [minute, hour, ...rest] = cronJob().spec.schedule.split(/\s+/);
      expect([Number(minute) < 60, Number(hour) < 24, rest]).toEqual([true, true, ['*', '*', '*']]);
      expect(cronJob().spec.concurrencyPolicy).toBe('Forbid');
      expect(cronJob().spec.successfulJobsHistoryLimit).toBeGreaterThan(0);
      expect(cronJob().spec.failedJobsHistoryLimit).toBeGreaterThan(0);
    });

    it('dump with pg_dump -Fc from the postgres image of the server, with DATABASE_URL from the database Secret, before the upload', () => {
      const dump = pod().spec.initContainers?.[0];
      expect(commandLine(dump!).join(' ')).toMatch(/pg_dump (--format=custom|-Fc) .*"\$DATABASE_URL"/);
      expect(dump?.image).toBe(mainContainer(get<Workload>('StatefulSet', 'postgres')).image);
      expect(envOf(dump!, 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'lieux-database', key: 'DATABASE_URL' });
    });

    it('upload the dump to the object storage with mc and its own Secret, then delete the dumps older than the retention', () => {
      const upload = pod().spec.containers[0]!;
      expect(upload.image).toMatch(/^minio\/mc:/);
      for (const key of ['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY']) {
        const ref = envOf(upload, key)?.valueFrom?.secretKeyRef;
        expect(ref).toEqual({ name: 'lieux-backup', key });
        expect(Object.keys(get<Secret>('Secret', 'lieux-backup').stringData ?? {})).toContain(key);
      }
      expect(Number(envOf(upload, 'BACKUP_RETENTION_DAYS')?.value)).toBeGreaterThanOrEqual(7);
      const script = commandLine(upload).join('\n');
      const copy = script.indexOf('mc cp /backup/');
      const prune = script.indexOf('mc rm --recursive --force --older-than "${BACKUP_RETENTION_DAYS}d"');
      expect(copy).toBeGreaterThan(-1);
      // Pruned after the upload succeeded (sh -e): a failing night never eats the history.
      expect(prune).toBeGreaterThan(copy);
      expect(commandLine(upload).slice(0, 2)).toEqual(['sh', '-ec']);
      expect(new URL(envOf(upload, 'BACKUP_S3_ENDPOINT')?.value ?? '').host).toBe('minio:9000');
    });

    it('the backup pod meets the "restricted" Pod Security Standard, with bounded resources', () => {
      expectRestrictedAndBounded(pod());
    });
  });

  describe('the OpenStreetMap import', () => {
    const cronJob = () => get<CronJob>('CronJob', 'osm-import');
    const pod = () => cronJob().spec.jobTemplate.spec.template;

    it('is suspended until the operator runs it, one at a time', () => {
      expect(cronJob().spec.suspend).toBe(true);
      expect(cronJob().spec.concurrencyPolicy).toBe('Forbid');
    });

    it('downloads the extract, then imports it with the venues image, its configuration and the database Secret', () => {
      const download = pod().spec.initContainers?.[0];
      expect(commandLine(download!).join(' ')).toContain('"$OSM_EXTRACT_URL"');
      expect(download?.env?.find((e) => e.name === 'OSM_EXTRACT_URL')?.value).toMatch(/^https:\/\/.+\.osm\.pbf$/);
      const importer = pod().spec.containers[0]!;
      expect(importer.image).toBe(mainContainer(get<Workload>('Deployment', 'venues')).image);
      expect(commandLine(importer)).toEqual(['node', 'services/venues/dist/osm-import.main.js', '--quiet', '/data/extract.osm.pbf']);
      expect(importer.envFrom?.map((source) => source.configMapRef?.name ?? source.secretRef?.name).sort()).toEqual(['lieux-config', 'lieux-database']);
    });

    it('meets the "restricted" Pod Security Standard, with bounded resources', () => {
      expectRestrictedAndBounded(pod());
    });
  });

  it('Postgres (16), Redis (7) and MinIO run as StatefulSets on persistent volumes, behind Services', () => {
    for (const [name, image, port] of [
      ['postgres', /^postgres:16/, 5432],
      ['redis', /^redis:7/, 6379],
      ['minio', /^minio\/minio:/, 9000],
    ] as const) {
      const statefulSet = get<Workload>('StatefulSet', name);
      expect(mainContainer(statefulSet).image).toMatch(image);
      expect(statefulSet.spec.volumeClaimTemplates?.length).toBeGreaterThan(0);
      expect(find('Service', statefulSet.spec.serviceName ?? '')).toBeDefined();
      expect(get<Service>('Service', name).spec.ports.map((p) => p.port)).toContain(port);
    }
  });

  it('MinIO is the endpoint of the storage settings, its root user the storage Secret the gateway and venues read', () => {
    const config = get<ConfigMap>('ConfigMap', 'lieux-config').data ?? {};
    expect(new URL(config.S3_ENDPOINT).host).toBe('minio:9000');
    const env = mainContainer(get<Workload>('StatefulSet', 'minio')).env ?? [];
    for (const [variable, key] of [['MINIO_ROOT_USER', 'S3_ACCESS_KEY_ID'], ['MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY']]) {
      expect(env.find((entry) => entry.name === variable)?.valueFrom?.secretKeyRef).toEqual({ name: 'lieux-storage', key });
    }
  });
});

// ===================================================================================================
// docker-compose.yml and infra/docker/Dockerfile.

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  ports?: (string | { target: number; published?: string | number })[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
}

interface DockerStage {
  name: string;
  from: string;
  instructions: { keyword: string; value: string }[];
}

const composePath = join(ROOT, 'docker-compose.yml');
const parsedCompose = parseYamlFile(composePath, { merge: true });
const compose = (parsedCompose.documents[0] ?? { services: {} }) as ComposeFile;

/** Compose interpolation with nothing set in the environment: ${VAR:-default} gives the default. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_match, _name: string, fallback?: string) => fallback ?? '');
}

function composeEnv(service: ComposeService): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string])
    : Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v ?? '')] as [string, string]);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v)]));
}

function commandOf(service: ComposeService): string[] {
  return typeof service.command === 'string' ? service.command.split(/\s+/) : (service.command ?? []);
}

/** Stages of a Dockerfile, with ARG defaults substituted in FROM lines and continuations joined. */
function parseDockerfile(path: string): DockerStage[] {
  const lines = readFileSync(path, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const args: Record<string, string> = {};
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const value = rest.join(' ');
    if (keyword.toUpperCase() === 'ARG' && stages.length === 0) {
      const [name, fallback = ''] = value.split('=');
      args[name!] = fallback;
    } else if (keyword.toUpperCase() === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(value);
      const from = (match?.[1] ?? '').replace(/\$\{?(\w+)\}?/g, (_m, name: string) => args[name] ?? '');
      stages.push({ name: match?.[2] ?? String(stages.length), from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), value });
    }
  }
  return stages;
}

/** A stage with what it inherits: instructions of the stages it is built FROM, nearest last. */
function lineage(stages: DockerStage[], name: string): DockerStage[] {
  const stage = stages.find((s) => s.name === name);
  if (!stage) return [];
  return [...lineage(stages, stage.from), stage];
}

function lastInstruction(chain: DockerStage[], keyword: string): string | undefined {
  return chain.flatMap((s) => s.instructions).filter((i) => i.keyword === keyword).at(-1)?.value;
}

function envOfStage(chain: DockerStage[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of chain.flatMap((s) => s.instructions).filter((i) => i.keyword === 'ENV')) {
    for (const match of instruction.value.matchAll(/(\w+)=(\S+)/g)) env[match[1]!] = match[2]!;
  }
  return env;
}

describe('docker-compose.yml and infra/docker/Dockerfile', () => {
  it('docker-compose.yml parses', () => {
    expect(parsedCompose.errors).toEqual([]);
    expect(Object.keys(compose.services).length).toBeGreaterThan(0);
  });

  it('runs Postgres 16, Redis 7 and NATS 2 with healthchecks', () => {
    const { postgres, redis, nats } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:16/);
    expect(redis?.image).toMatch(/^redis:7/);
    expect(nats?.image).toMatch(/^nats:2/);
    for (const infra of [postgres, redis, nats]) {
      expect(infra?.healthcheck?.test).toBeDefined();
      expect(infra?.healthcheck?.disable).not.toBe(true);
    }
  });

  it('starts NATS with JetStream (-js) and monitoring on 8222 (-m 8222)', () => {
    const line = commandOf(compose.services.nats ?? {});
    expect(line).toContain('-js');
    expect(line[line.indexOf('-m') + 1]).toBe('8222');
  });

  describe.each(PROCESSES)('process $name', (process) => {
    const service = (): ComposeService => {
      const found = compose.services[process.name];
      if (!found) throw new Error(`docker-compose.yml has no service "${process.name}": ${SYNC}:\n${composeService(process.definition)}`);
      return found;
    };

    it('runs the right command', () => {
      expect(commandOf(service())).toEqual(process.command);
    });

    it('gets its environment, pointed at the compose hostnames', () => {
      const env = composeEnv(service());
      expect(env.NODE_ENV).toBe('production');
      expect(env.LOG_LEVEL).toMatch(/\S/);
      expect(env[process.portEnv]).toBe(String(process.port));
      expect(new URL(env.REDIS_URL ?? '').host).toBe('redis:6379');
      expect(new URL(env.NATS_URL ?? '').host).toBe('nats:4222');
      if (process.database) {
        const url = new URL(env.DATABASE_URL ?? '');
        expect([url.protocol, url.host, url.pathname]).toEqual(['postgres:', 'postgres:5432', '/lieux']);
      } else {
        expect(env.DATABASE_URL).toBeUndefined();
      }
      for (const key of process.ownSecrets) expect(env[key]).toMatch(/\S{16,}/);
    });

    it('waits for healthy dependencies', () => {
      const dependsOn = service().depends_on;
      expect(Array.isArray(dependsOn)).toBe(false);
      const conditions = dependsOn as Record<string, { condition?: string }>;
      const expected = ['redis', 'nats', ...(process.database ? ['postgres'] : []), ...(process.name === 'gateway' ? SERVICE_NAMES : [])];
      for (const dependency of expected) {
        expect({ dependency, condition: conditions[dependency]?.condition }).toEqual({ dependency, condition: 'service_healthy' });
      }
    });

    it('is built from an existing Dockerfile target whose image runs the same command as non-root', () => {
      const build = service().build;
      expect(build?.context).toBe('.');
      const dockerfile = join(ROOT, build?.context ?? '.', build?.dockerfile ?? 'Dockerfile');
      expect(existsSync(dockerfile)).toBe(true);
      const stages = parseDockerfile(dockerfile);
      const chain = lineage(stages, build?.target ?? '');
      expect(chain.at(-1)?.name).toBe(process.name);
      expect(JSON.parse(lastInstruction(chain, 'CMD') ?? 'null')).toEqual(process.command);
      expect(lastInstruction(chain, 'HEALTHCHECK')).toContain(process.ready);
      expect(envOfStage(chain)[process.portEnv]).toBe(String(process.port));
      expect(envOfStage(chain).NODE_ENV).toBe('production');
      const user = lastInstruction(chain, 'USER') ?? 'root';
      expect(user).not.toMatch(/^(root|0)(:|$)/);
      expect(chain[0]?.from).toMatch(/^node:24(-|$|\.)/);
    });
  });

  it('builds every process of the manifest, and nothing else, from its own Dockerfile target and compose service', () => {
    const names = PROCESSES.map((process) => process.name).sort();
    const stages = parseDockerfile(join(ROOT, 'infra/docker/Dockerfile'));
    const targets = stages.filter((stage) => stage.from === 'runtime').map((stage) => stage.name);
    for (const process of PROCESSES) {
      const present = targets.includes(process.name) || `${SYNC} to infra/docker/Dockerfile:\n${dockerStage(process.definition)}`;
      expect({ target: process.name, present }).toEqual({ target: process.name, present: true });
    }
    expect(targets.sort()).toEqual(names);
    const built = Object.entries(compose.services).filter(([, service]) => service.build?.target !== undefined);
    expect(built.map(([name]) => name).sort()).toEqual(names);
    for (const [name, service] of built) expect({ name, target: service.build?.target }).toEqual({ name, target: name });
  });

  it('publishes the gateway on port 3000, and nothing else', () => {
    const published = Object.entries(compose.services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
    const targets = (compose.services.gateway?.ports ?? []).map((p) =>
      typeof p === 'string' ? Number(interpolate(p).split(':').at(-1)) : p.target,
    );
    expect(targets).toContain(3000);
  });

  it('every dependency waited on as healthy has a healthcheck (in compose or in its image)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (Array.isArray(service.depends_on)) continue;
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition !== 'service_healthy') continue;
        const target = compose.services[dependency];
        expect({ name, dependency, exists: target !== undefined }).toEqual({ name, dependency, exists: true });
        const fromImage =
          target?.build?.target !== undefined &&
          lastInstruction(
            lineage(parseDockerfile(join(ROOT, target.build.context ?? '.', target.build.dockerfile ?? 'Dockerfile')), target.build.target),
            'HEALTHCHECK',
          ) !== undefined;
        expect({ dependency, healthcheck: target?.healthcheck?.test !== undefined || fromImage }).toEqual({
          dependency,
          healthcheck: true,
        });
      }
    }
  });

  it('every Dockerfile stage starts from node:24-slim or an earlier stage, and local COPY sources exist', () => {
    const stages = parseDockerfile(join(ROOT, 'infra/docker/Dockerfile'));
    const names = new Set<string>();
    for (const stage of stages) {
      expect({ stage: stage.name, from: names.has(stage.from) || stage.from === 'node:24-slim' }).toEqual({ stage: stage.name, from: true });
      names.add(stage.name);
      for (const copy of stage.instructions.filter((i) => i.keyword === 'COPY' && !i.value.includes('--from'))) {
        const sources = copy.value.split(/\s+/).filter((part) => !part.startsWith('--')).slice(0, -1);
        for (const source of sources.filter((s) => s !== '.')) expect(existsSync(join(ROOT, source))).toBe(true);
      }
    }
  });

  it('.dockerignore keeps host-built artefacts and secrets out of the build context', () => {
    const entries = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/^\*\*\//, ''));
    for (const entry of ['node_modules', 'dist', '.nx', '.git', '.env']) expect(entries).toContain(entry);
  });
});
