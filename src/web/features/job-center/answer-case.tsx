import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { popupSet } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { leadAdded } from '../works';
import { answerRefusalOf, REFUSAL_LINKS } from './answer-refusal';
import { matchCase } from './api/job-center';
import { leadPath } from './job-center-paths';

function Refusal({ failure }: { failure: FormFailure }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const kind = answerRefusalOf(failure);
  const link = REFUSAL_LINKS[kind];
  return (
    <div className="case-answer__refusal" role="alert">
      <p>{kind === 'other' ? failureText(t, failure) : t(`jobCenter>refusal>${kind}`)}</p>
      {link && <Link to={link}>{t(`jobCenter>refusal>${kind}Link`)}</Link>}
      {kind === 'credit' && (
        <Button variant="secondary" onClick={() => dispatch(popupSet({ popup: 'priceView', open: true }))}>
          {t('jobCenter>refusal>creditAction')}
        </Button>
      )}
    </div>
  );
}

/** The answer button of a case: the case becomes the pro's lead and opens, or the card says why not. */
export function AnswerCase({ requestId, describedBy }: { requestId: number; describedBy?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure>();

  const onAnswer = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const bidId = await api((client) => matchCase(client, requestId));
      dispatch(leadAdded());
      navigate(leadPath(bidId));
    } catch (error) {
      const refused = asFormFailure(error);
      setFailure(refused);
      setBusy(false);
      if (answerRefusalOf(refused) === 'credit') dispatch(popupSet({ popup: 'priceView', open: true }));
    }
  };

  return (
    <div className="case-answer">
      <Button onClick={() => void onAnswer()} disabled={busy} aria-busy={busy || undefined} aria-describedby={describedBy}>
        {busy ? t('jobCenter>answer>busy') : t('jobCenter>answer>action')}
      </Button>
      {failure && <Refusal failure={failure} />}
    </div>
  );
}
