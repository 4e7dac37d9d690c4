import { Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import classes from './photos.module.css';

interface PhotoDropZoneProps {
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** A slimmer zone, for one file among others (the verification's documents). */
  compact?: boolean;
  title: string;
  hint: string;
  onFiles: (files: File[]) => void;
}

/**
 * A file input inside a zone that also takes dropped files. The input itself is the keyboard's and
 * screen readers' way in (a visible label, Enter/Space open the file chooser); the drop is a shortcut
 * for a mouse. Plain DOM events, not a library: the workspace's chunk stays small.
 */
export function PhotoDropZone({ accept, multiple = true, disabled = false, compact = false, title, hint, onFiles }: PhotoDropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <div
      className={classes.dropZone}
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      data-compact={compact || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className={classes.fileInput}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={id} className={classes.dropLabel}>
        <Text fw={700}>{title}</Text>
        <Text fz="sm" c="dark.5">
          {hint}
        </Text>
      </label>
    </div>
  );
}
