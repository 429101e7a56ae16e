import { createRoot, type Root } from 'react-dom/client';
import { Frame } from './Frame.js';

/** Renders the frame and resolves once the browser has painted it (next task after the frame). */
export function paintFrame(): Promise<Root> {
  const root = createRoot(document.getElementById('root')!);
  root.render(<Frame />);
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(root), 0)));
}
