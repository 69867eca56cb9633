import type { ReactNode } from 'react';

// Line icons on a 24×24 grid, drawn with the current text colour (stroke), inline so they need
// no request and no icon font. Each is a few plain shapes.
const SHAPES: Record<string, ReactNode> = {
  wrench: <path d="M14.7 6.3a4 4 0 0 0 5 5l-9.9 9.9a2.1 2.1 0 0 1-3-3l9.9-9.9a4 4 0 0 0-5-5l2.6 2.6-.6 2.4-2.4.6z" />,
  sparkles: (
    <>
      <path d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8z" />
      <path d="M18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z" />
    </>
  ),
  truck: (
    <>
      <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  ruler: (
    <>
      <path d="M3 17L17 3l4 4L7 21z" />
      <path d="M7 13l2 2M10 10l2 2M13 7l2 2" />
    </>
  ),
  rings: (
    <>
      <circle cx="9" cy="14" r="5" />
      <circle cx="15" cy="14" r="5" />
      <path d="M7 5l2-2 2 2" />
    </>
  ),
  camera: (
    <>
      <path d="M3 8h4l2-3h6l2 3h4v11H3z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  book: (
    <>
      <path d="M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z" />
      <path d="M20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  heart: <path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z" />,
  party: (
    <>
      <path d="M4 20l4-12 8 8z" />
      <path d="M14 4v2M18 6l-1.5 1.5M20 10h-2M11 3l1 2" />
    </>
  ),
  paw: (
    <>
      <circle cx="6" cy="10" r="2" />
      <circle cx="10" cy="6" r="2" />
      <circle cx="14" cy="6" r="2" />
      <circle cx="18" cy="10" r="2" />
      <path d="M12 12c-3 0-5 3.5-5 5.5S9 20 12 19c3 1 5 .5 5-1.5S15 12 12 12z" />
    </>
  ),
  briefcase: (
    <>
      <path d="M3 8h18v11H3z" />
      <path d="M9 8V5h6v3M3 13h18" />
    </>
  ),
  laptop: (
    <>
      <path d="M5 5h14v10H5z" />
      <path d="M2 19h20l-2-4H4z" />
    </>
  ),
  car: (
    <>
      <path d="M3 16v-4l2-5h14l2 5v4z" />
      <path d="M3 12h18" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  'shield-check': (
    <>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />,
  lock: (
    <>
      <path d="M5 11h14v10H5z" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />
    </>
  ),
  gift: (
    <>
      <path d="M4 10h16v11H4zM3 7h18v3H3zM12 7v14" />
      <path d="M12 7c-1-3-5-4-5-1.5S12 7 12 7zM12 7c1-3 5-4 5-1.5S12 7 12 7z" />
    </>
  ),
  snowflake: <path d="M12 2v20M4 7l16 10M20 7L4 17M9 4l3 2 3-2M9 20l3-2 3 2" />,
  box: (
    <>
      <path d="M3 7l9-4 9 4v10l-9 4-9-4z" />
      <path d="M3 7l9 4 9-4M12 11v10" />
    </>
  ),
  broom: (
    <>
      <path d="M19 3l-7 7" />
      <path d="M12 10c-3 0-6 2-7 5l-2 6c3 0 8-1 10-3 2-2 2-5-1-8z" />
    </>
  ),
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
};

// Names given in the data as emoji (collections) mapped to the drawn icons.
const ALIASES: Record<string, string> = {
  '❄️': 'snowflake',
  '🐾': 'paw',
  '💍': 'rings',
  '📚': 'book',
  '📦': 'box',
  '🧹': 'broom',
};

/** The drawn shape for a name, or for an emoji standing for one; undefined when there is none. */
export function shapeOf(name: string | null | undefined): ReactNode | undefined {
  return name ? (SHAPES[name] ?? SHAPES[ALIASES[name] ?? '']) : undefined;
}
