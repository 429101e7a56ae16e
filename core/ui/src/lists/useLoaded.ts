// One answer of the server, loaded again whenever its inputs change or when asked: the state
// behind every list page (the answer, the loading flag). A failed load only stops loading (the API
// client has shown its message) and keeps the last answer, unless `clearOnFailure`; an answer that
// comes after the inputs changed again is dropped.
import { useEffect, useRef, useState, type DependencyList } from 'react';
import type { Envelope } from '../api/client.js';

export interface Loaded<T> {
  /** the answer's data; null before the first answer */
  data: T | null;
  loading: boolean;
  /** loads again with the same inputs */
  refresh: () => void;
}

export function useLoaded<T>(load: () => Promise<Envelope<T>>, deps: DependencyList, { clearOnFailure = false } = {}): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [reload, setReload] = useState(0);
  // the newest loader, so that callers may pass an inline function and name its inputs in `deps`
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    let live = true;
    setLoading(true);
    loader.current()
      .then((r) => live && setData(r.data), () => live && clearOnFailure && setData(null))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader's inputs are `deps`
  }, [reload, ...deps]);

  const refresh = () => setReload((n) => n + 1);
  return { data, loading, refresh };
}
