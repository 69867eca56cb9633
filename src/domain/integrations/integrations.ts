/**
 * The third-party integrations of spec section 1 (tag manager, chat widget, help widget,
 * heatmap): each is configured by one id in the environment and is off while it is unset.
 * The server widens the page's Content-Security-Policy only for the hosts of the configured
 * ones; the browser loads each configured one's script.
 */
export interface IntegrationsConfig {
  /** Google Tag Manager container id (GTM_ID), e.g. GTM-ABC1234. */
  gtmId: string | null;
  /** Tawk.to chat widget, "propertyId/widgetId" (CHAT_WIDGET_ID). */
  chatWidgetId: string | null;
  /** Zendesk help widget key (HELP_WIDGET_KEY). */
  helpWidgetKey: string | null;
  /** Hotjar heatmap site id (HEATMAP_ID). */
  heatmapId: string | null;
}

export type Integration = keyof IntegrationsConfig;

export const NO_INTEGRATIONS: IntegrationsConfig = { gtmId: null, chatWidgetId: null, helpWidgetKey: null, heatmapId: null };

/** The CSP sources one integration needs, by directive. */
export interface CspSources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  styleSrc: string[];
  frameSrc: string[];
  fontSrc: string[];
}

const INTEGRATION_HOSTS: Record<Integration, Partial<CspSources>> = {
  gtmId: {
    scriptSrc: ['https://www.googletagmanager.com'],
    connectSrc: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
    imgSrc: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
    frameSrc: ['https://www.googletagmanager.com'],
  },
  chatWidgetId: {
    scriptSrc: ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
    connectSrc: ['https://*.tawk.to', 'wss://*.tawk.to'],
    imgSrc: ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
    styleSrc: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
    frameSrc: ['https://*.tawk.to'],
    fontSrc: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  },
  helpWidgetKey: {
    scriptSrc: ['https://static.zdassets.com'],
    connectSrc: ['https://*.zendesk.com', 'https://*.zdassets.com', 'wss://*.zendesk.com'],
    imgSrc: ['https://*.zendesk.com', 'https://*.zdassets.com'],
    frameSrc: ['https://*.zendesk.com'],
  },
  heatmapId: {
    scriptSrc: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connectSrc: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    imgSrc: ['https://*.hotjar.com'],
    styleSrc: ['https://static.hotjar.com'],
    frameSrc: ['https://vars.hotjar.com'],
    fontSrc: ['https://script.hotjar.com'],
  },
};

/** The extra CSP sources for the configured integrations only (nothing when none is configured). */
export function integrationCspSources(config: IntegrationsConfig): CspSources {
  const out: CspSources = { scriptSrc: [], connectSrc: [], imgSrc: [], styleSrc: [], frameSrc: [], fontSrc: [] };
  for (const key of Object.keys(INTEGRATION_HOSTS) as Integration[]) {
    if (!config[key]) continue;
    for (const [directive, hosts] of Object.entries(INTEGRATION_HOSTS[key]) as [keyof CspSources, string[]][]) {
      for (const host of hosts) if (!out[directive].includes(host)) out[directive].push(host);
    }
  }
  return out;
}

/** The script each configured integration loads (ids are validated by the server's configuration). */
export function integrationScripts(config: IntegrationsConfig): { integration: Integration; src: string }[] {
  const scripts: { integration: Integration; src: string }[] = [];
  if (config.gtmId) scripts.push({ integration: 'gtmId', src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}` });
  if (config.chatWidgetId) scripts.push({ integration: 'chatWidgetId', src: `https://embed.tawk.to/${config.chatWidgetId}` });
  if (config.helpWidgetKey) scripts.push({ integration: 'helpWidgetKey', src: `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(config.helpWidgetKey)}` });
  if (config.heatmapId) scripts.push({ integration: 'heatmapId', src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(config.heatmapId)}.js?sv=6` });
  return scripts;
}
