// Files a compile step produced, kept on the host and written into each run's slot.
import type { SandboxSlot } from '@oj/sandbox';

export interface ArtifactFile {
  name: string;
  data: Buffer;
  mode: number;
}

export type Artifacts = ArtifactFile[];

export async function installArtifacts(slot: SandboxSlot, artifacts: Artifacts, extraFiles: Record<string, string> = {}): Promise<void> {
  for (const [name, content] of Object.entries(extraFiles)) await slot.writeFile(name, content);
  for (const file of artifacts) await slot.writeFile(file.name, file.data, { mode: file.mode });
}

/**
 * `*.class`-style patterns of a language's runFiles, matched against a path below the work dir:
 * `*` and `?` stay within a folder; a leading `**` + `/` takes any folders, or none
 */
export function matchesPattern(name: string, pattern: string): boolean {
  const anyFolder = pattern.startsWith('**/');
  const escaped = (anyFolder ? pattern.slice(3) : pattern).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return new RegExp(`^${anyFolder ? '(?:[^/]+/)*' : ''}${escaped}$`).test(name);
}
