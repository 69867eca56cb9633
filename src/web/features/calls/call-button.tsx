import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { calls } from './call-controller';
import { isLive } from './call-state';
import { useCall } from './use-call';

/**
 * Calls the other party of a quote's conversation. The conversation shows it only where the
 * server lets this party reach the other (docs/voice.md "Who may call whom").
 */
export function CallButton({ bidId, otherName }: { bidId: number; otherName: string }) {
  const { t } = useTranslation();
  const state = useCall();
  const busy = isLive(state) || state.phase === 'incoming';
  return (
    <Button
      variant="secondary"
      className="call-button"
      disabled={busy}
      aria-label={t('calls>callLabel', { name: otherName })}
      title={t('calls>callHint')}
      onClick={() => void calls.ring(bidId, otherName)}
    >
      {busy && state.bidId === bidId ? t('calls>inCall') : t('calls>call')}
    </Button>
  );
}
