/** A form-level message (what no single field explains), announced when it appears. */
export function FormMessage({ tone, text }: { tone: 'error' | 'success' | 'info'; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
