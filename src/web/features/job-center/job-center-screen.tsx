import type { ScreenProps } from '../../routes/screen-types';
import { PriceViewSheet } from '../works';
import { CaseDetail } from './case-detail';
import { CaseList } from './case-list';
import { readCaseId } from './job-center-paths';
import './job-center.css';

/** dashboard/requests/case (the job center) and dashboard/requests/case/{requestId} (one case); a refusal with code 10 opens the price view. */
export default function JobCenterScreen({ match }: ScreenProps) {
  const raw = match.params.requestId;
  return (
    <>
      {raw === undefined ? <CaseList /> : <CaseDetail requestId={readCaseId(raw)} />}
      <PriceViewSheet />
    </>
  );
}
