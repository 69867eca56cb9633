import { type IntegrationsConfig, integrationScripts } from '../../domain/integrations/integrations';

type Globals = Window &
  typeof globalThis & {
    dataLayer?: unknown[];
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number; hjsv: number };
    Tawk_API?: Record<string, unknown>;
    Tawk_LoadStart?: Date;
  };

/**
 * Loads the configured third-party integrations (tag manager, chat widget, help widget,
 * heatmap), each with the set-up its vendor's snippet does, after the page is interactive.
 * Nothing loads for an integration without an id. Answers the scripts added.
 */
export function loadIntegrations(config: IntegrationsConfig | undefined, win: Globals = window as Globals): string[] {
  if (!config) return [];
  const added: string[] = [];
  for (const { integration, src } of integrationScripts(config)) {
    if (integration === 'gtmId') {
      win.dataLayer = win.dataLayer ?? [];
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    } else if (integration === 'heatmapId') {
      const queue: unknown[] = [];
      win.hj =
        win.hj ??
        Object.assign((...args: unknown[]) => {
          queue.push(args);
        }, { q: queue });
      win._hjSettings = { hjid: Number(config.heatmapId), hjsv: 6 };
    } else if (integration === 'chatWidgetId') {
      win.Tawk_API = win.Tawk_API ?? {};
      win.Tawk_LoadStart = new Date();
    }
    const script = win.document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.integration = integration;
    if (integration === 'helpWidgetKey') script.id = 'ze-snippet';
    if (integration === 'chatWidgetId') script.crossOrigin = '*';
    win.document.head.appendChild(script);
    added.push(src);
  }
  return added;
}
