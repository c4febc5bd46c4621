import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReset } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';

type Versioned = { updatedAt: string };

type VersionedFormOptions<T extends Versioned, V extends FieldValues> = {
  /** The record as the server last sent it. */
  loaded: T;
  reset: UseFormReset<V>;
  isDirty: boolean;
  /** The form's values for a record (a function defined once, outside the component). */
  defaultsFrom: (record: T) => DefaultValues<V>;
  /** Reads the latest record again (the query's refetch). */
  refetch: () => Promise<{ data?: T | undefined }>;
  /** Said once the latest version is in the form ('Loaded the latest invoice settings'). */
  reloadedMessage: string;
};

/**
 * A settings form saved against the version it was loaded at. A fresher copy from the server replaces the values
 * unless the user is typing; a save refused as stale (409) marks the form stale and keeps what was typed, until the
 * user reloads the latest version (see StaleWriteAlert).
 */
export function useVersionedForm<T extends Versioned, V extends FieldValues>({ loaded, reset, isDirty, defaultsFrom, refetch, reloadedMessage }: VersionedFormOptions<T, V>) {
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The version the form shows: a save carries it, so a stale one is refused.
  const version = useRef(loaded.updatedAt);

  // Versions are ISO timestamps: a later one is fresher (an older copy never replaces a reloaded or saved one).
  useEffect(() => {
    if (isDirty || loaded.updatedAt <= version.current) return;
    version.current = loaded.updatedAt;
    reset(defaultsFrom(loaded));
  }, [loaded, isDirty, reset, defaultsFrom]);

  const show = (record: T) => {
    version.current = record.updatedAt;
    reset(defaultsFrom(record));
    setStale(false);
  };

  return {
    /** The version the next save is based on. */
    version: () => version.current,
    stale,
    reloading,
    /** The server refused the save as stale (409). */
    refused: () => setStale(true),
    /** The server saved: the form shows what it kept. */
    saved: show,
    reload: async () => {
      setReloading(true);
      try {
        const result = await refetch();
        if (result.data) {
          show(result.data);
          toast.info(reloadedMessage);
        }
      } finally {
        setReloading(false);
      }
    },
  };
}
