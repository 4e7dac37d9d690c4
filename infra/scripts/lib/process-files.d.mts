import type { ProcessDefinition } from './stack.mjs';

export function k8sOverlayPath(process: ProcessDefinition): string;
export function k8sOverlay(process: ProcessDefinition): string;
export function k8sImage(process: ProcessDefinition): string;
export function dockerStage(process: ProcessDefinition): string;
export function composeService(process: ProcessDefinition): string;
export function syncProcessFiles(root?: string): string[];
