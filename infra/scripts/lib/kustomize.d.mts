export function kustomizeCommand(): string[] | undefined;
export function renderKustomization(directory: string): string;
export function ensureKustomize(log?: (message: string) => void): void;
export function fetchKubectl(): string;
