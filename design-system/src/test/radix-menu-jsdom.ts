import { beforeAll } from 'vitest';

/**
 * jsdom lacks the pointer and layout APIs Radix's menu calls; real browsers have them. Call at
 * the top of a test file that opens a Radix menu; registers its own beforeAll.
 */
export function registerRadixMenuJsdom(): void {
  beforeAll(() => {
    if (!('PointerEvent' in window)) {
      Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
    }
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.scrollIntoView ??= () => undefined;
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}
