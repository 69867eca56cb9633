import { lazy, useState } from 'react';
import { withTimeout } from '../lib/with-timeout';
import { ROUTES, type RouteArea } from './route-table';
import { DASHBOARD_SCREEN_MODULES, OPS_SCREEN_MODULES, PUBLIC_SCREEN_MODULES, type ScreenModule, screenModule } from './screen-modules';
import type { ScreenComponent, ScreenProps } from './screen-types';

// Every screen module is its own chunk (see screen-modules.ts), loaded when first shown.
const LOADERS = import.meta.glob<Record<string, unknown>>('../features/**/*-screen{,s}.tsx');

interface LazyScreen {
  Component: ScreenComponent;
  load: () => Promise<ScreenComponent>;
}

/**
 * A screen that renders at once when its module is already loaded (the first screen of a page is
 * loaded before hydration, every screen before a server render): no Suspense fallback, so the
 * first client render is the server's. Otherwise it suspends (React.lazy) until the chunk is in.
 */
function lazyScreen(module: ScreenModule): LazyScreen {
  let loaded: ScreenComponent | undefined;
  let loading: Promise<ScreenComponent> | undefined;
  const loader = LOADERS[`../${module.file}`];
  if (!loader) throw new Error(`no screen module ${module.file}`);
  const load = () => {
    loading ??= withTimeout(loader()).then((m) => {
      loaded = m[module.name] as ScreenComponent;
      return loaded;
    });
    return loading;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen module (kept in byModule), never per render.
  function Screen(props: ScreenProps) {
    // Chosen once per mount: swapping Lazy for the loaded component later would remount the screen.
    const [Chosen] = useState<ScreenComponent>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component: Screen, load };
}

const byModule = new Map<string, LazyScreen>();
function screenOf(module: ScreenModule): LazyScreen {
  const key = `${module.file}#${module.name}`;
  let screen = byModule.get(key);
  if (!screen) {
    screen = lazyScreen(module);
    byModule.set(key, screen);
  }
  return screen;
}

function areaOf(screen: string): RouteArea {
  return ROUTES.find((r) => r.screen === screen)?.area ?? 'public';
}

/** The component for a screen key; screens without their own yet get the outline of the right area. */
export function screenFor(screen: string): ScreenComponent {
  return screenOf(screenModule(screen, areaOf(screen))).Component;
}

/** Loads a screen's module, so its first render does not suspend. */
export function loadScreen(screen: string): Promise<ScreenComponent> {
  return screenOf(screenModule(screen, areaOf(screen))).load();
}

/** Loads every screen module (the server render, which must never suspend). */
export async function loadAllScreens(): Promise<void> {
  await Promise.all(ROUTES.map((r) => loadScreen(r.screen)));
}

/** Whether a screen key has a component of its own (not the placeholder outline). */
export function hasOwnScreen(screen: string): boolean {
  return screen in DASHBOARD_SCREEN_MODULES || screen in PUBLIC_SCREEN_MODULES || screen in OPS_SCREEN_MODULES;
}
