// Typed handles that connect plugins without imports between them: a plugin publishes a service
// under a ref, another asks for it by the same ref; an owner reads contributions to its
// extension points. The ref carries the type, the id is what the host matches on.

export interface ServiceRef<T> {
  readonly kind: 'service';
  readonly id: string;
  /** phantom field: only carries T for the type checker */
  readonly __type?: T;
}

export interface ExtensionPoint<T> {
  readonly kind: 'extension-point';
  readonly id: string;
  readonly __type?: T;
}

export function defineServiceRef<T>(id: string): ServiceRef<T> {
  return { kind: 'service', id };
}

export function defineExtensionPoint<T>(id: string): ExtensionPoint<T> {
  return { kind: 'extension-point', id };
}

/** Undoes a registration (a listener, an extension, a worker). */
export type Disposer = () => void | Promise<void>;
