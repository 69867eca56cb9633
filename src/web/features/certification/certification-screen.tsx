import type { ScreenProps } from '../../routes/screen-types';
import { CertificateEditor } from './certificate-editor';
import { CertificateList } from './certificate-list';
import './certification.css';

/** dashboard/certification, certification/add and certification/{cert_id}. */
export default function CertificationScreen({ match }: ScreenProps) {
  const param = match.params.cert_id;
  if (param === undefined) return <CertificateList />;
  if (param === 'add') return <CertificateEditor id={null} />;
  const id = Number(param);
  return <CertificateEditor id={Number.isInteger(id) && id > 0 ? id : -1} />;
}
