// Public services and extension-point contributions of the enabled plugins.
import type { Disposer, ExtensionPoint, ServiceRef } from '@oj/sdk';

export class Registry {
  private readonly services = new Map<string, { owner: string; impl: unknown }>();
  private readonly extensions = new Map<string, { owner: string; impl: unknown }[]>();

  provide<T>(owner: string, ref: ServiceRef<T>, impl: T): void {
    const existing = this.services.get(ref.id);
    if (existing) throw new Error(`plugin ${owner} provides service ${ref.id}, already provided by ${existing.owner}`);
    this.services.set(ref.id, { owner, impl });
  }

  get<T>(ref: ServiceRef<T>, asker: string): T {
    const entry = this.services.get(ref.id);
    if (!entry) throw new Error(`plugin ${asker} needs service ${ref.id}, which no enabled plugin provides (is it in "requires"?)`);
    return entry.impl as T;
  }

  maybe<T>(ref: ServiceRef<T>): T | undefined {
    return this.services.get(ref.id)?.impl as T | undefined;
  }

  extend<T>(owner: string, point: ExtensionPoint<T>, impl: T): Disposer {
    const list = this.extensions.get(point.id) ?? [];
    const entry = { owner, impl };
    list.push(entry);
    this.extensions.set(point.id, list);
    return () => {
      this.extensions.set(point.id, (this.extensions.get(point.id) ?? []).filter((e) => e !== entry));
    };
  }

  contributions<T>(point: ExtensionPoint<T>): readonly T[] {
    return (this.extensions.get(point.id) ?? []).map((e) => e.impl as T);
  }
}
