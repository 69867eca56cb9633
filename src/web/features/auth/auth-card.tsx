import type { ReactNode } from 'react';
import { PageFrame } from '../../components/page-frame/page-frame';

/** The frame of the sign-in and sign-up pages: a narrow card under the site header. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <PageFrame showSearch={false}>
      <div className="page auth">
        <section className="auth__card" aria-labelledby="auth-title">
          <h1 className="auth__title" id="auth-title">
            {title}
          </h1>
          {lead && <p className="auth__lead">{lead}</p>}
          {children}
        </section>
        {footer && <div className="auth__footer">{footer}</div>}
      </div>
    </PageFrame>
  );
}
