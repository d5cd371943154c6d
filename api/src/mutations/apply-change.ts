import type { PlantedChange } from './planted-changes';

/** Applies one planted change to a source text: its `find` must occur exactly once, so a stale entry is noticed. */
export function applyChange(source: string, { name, find, replace }: PlantedChange): string {
  const first = source.indexOf(find);
  if (first === -1) throw new Error(`Planted change "${name}": its text is no longer in the file`);
  if (source.indexOf(find, first + find.length) !== -1) {
    throw new Error(`Planted change "${name}": its text occurs more than once in the file`);
  }
  return source.slice(0, first) + replace + source.slice(first + find.length);
}
