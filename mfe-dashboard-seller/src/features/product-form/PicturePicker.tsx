/**
 * The product's pictures before submit: choose up to 6 (one at a time or several at once), see them in order,
 * move one earlier or later, remove one. The first is the main picture. Every action is a button, so the
 * keyboard does all of it; after a move or a removal the focus stays on the picture it acted on.
 */
import { MAX_PRODUCT_PICTURES } from '@marketplace/shared/constants';
import { canReadPicture, UNREADABLE_PICTURE_MESSAGE } from '@marketplace/shared/prepare-picture';
import { Button } from '@marketplace/ui/button';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { type ChangeEvent, type Ref, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MESSAGES, pictureFileProblem } from './product-form-rules';
import type { PictureEntry } from './product-form-values';

const List = styled.ol`
  list-style: none;
  margin: ${theme.space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)} ${theme.space(3)};
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
  img {
    width: 72px;
    height: 54px;
    object-fit: cover;
    border-radius: 4px;
    background: ${theme.colors.background};
  }
  span {
    flex: 1 1 120px;
    overflow-wrap: anywhere;
  }
  button {
    min-height: 40px;
    padding: ${theme.space(1)} ${theme.space(3)};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

let nextKey = 0;
const newKey = () => `picture-${++nextKey}`;

/** Entries for the pictures a product already has (editing). */
export function entriesOfUrls(urls: readonly string[]): PictureEntry[] {
  return urls.map((url) => ({ key: newKey(), kind: 'url', url }));
}

function labelOf(entry: PictureEntry): string {
  return entry.kind === 'file' ? entry.file.name : (entry.url.split('/').pop() ?? entry.url);
}

interface Props {
  id: string;
  value: PictureEntry[];
  onChange: (pictures: PictureEntry[]) => void;
  /** The file input, for the form to focus when the pictures are invalid. */
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy?: string;
  /** A chosen file was refused (not an image, too large, one too many). */
  onRefuse: (message: string) => void;
}

export function PicturePicker({ id, value, onChange, inputRef, invalid, describedBy, onRefuse }: Props) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const room = MAX_PRODUCT_PICTURES - value.length;

  // Object URLs of chosen files live as long as their entry.
  const previews = useRef(new Map<string, string>());
  useEffect(() => {
    const live = new Set(value.map((entry) => entry.key));
    for (const [key, url] of previews.current) {
      if (!live.has(key)) {
        URL.revokeObjectURL(url);
        previews.current.delete(key);
      }
    }
  }, [value]);
  useEffect(() => {
    const map = previews.current;
    return () => {
      for (const url of map.values()) URL.revokeObjectURL(url);
    };
  }, []);

  useEffect(() => {
    if (!focusKey) return;
    listRef.current?.querySelector<HTMLElement>(`[data-picture="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again after a removal
    const added: PictureEntry[] = [];
    let refusal: string | null = null;
    for (const file of files) {
      const problem =
        pictureFileProblem(file) ?? ((await canReadPicture(file)) ? null : UNREADABLE_PICTURE_MESSAGE);
      if (problem) {
        refusal = problem;
        continue;
      }
      if (added.length >= room) {
        refusal = MESSAGES.tooManyPictures;
        break;
      }
      const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      const key = newKey();
      if (previewUrl) previews.current.set(key, previewUrl);
      added.push({ key, kind: 'file', file, previewUrl });
    }
    // Adding clears the field's error; a refusal among the files is said after that.
    if (added.length > 0) onChange([...value, ...added]);
    if (refusal) onRefuse(refusal);
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [entry] = next.splice(from, 1);
    if (!entry) return;
    next.splice(to, 0, entry);
    onChange(next);
    setFocusKey(entry.key);
  };
  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusKey(neighbour.key);
  };

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={room <= 0}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        onChange={choose}
      />
      <Hint id={`${id}-hint`}>
        Up to {MAX_PRODUCT_PICTURES} pictures; the first one is the main picture. {value.length} of{' '}
        {MAX_PRODUCT_PICTURES} chosen.
      </Hint>
      {value.length > 0 ? (
        <List ref={listRef} aria-label="Chosen pictures">
          {value.map((entry, index) => {
            const name = `picture ${index + 1}`;
            return (
              <li key={entry.key} data-picture={entry.key} tabIndex={-1}>
                <ResponsiveImage
                  src={entry.kind === 'file' ? entry.previewUrl : entry.url}
                  alt={`Chosen ${index + 1}: ${labelOf(entry)}`}
                  width={72}
                  height={54}
                  priority="eager"
                />
                <span>
                  {index === 0 ? 'Main picture: ' : ''}
                  {labelOf(entry)}
                </span>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Move up<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
                <Button type="button" $variant="danger" onClick={() => remove(index)}>
                  Remove<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </List>
      ) : null}
    </>
  );
}
