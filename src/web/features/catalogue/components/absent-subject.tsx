import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { NotFoundScreen } from '../../not-found';

/** A catalogue page whose genre or category is not in the catalogue: loading until it is in, then not found. */
export function AbsentSubject({ ready }: { ready: boolean }) {
  return ready ? (
    <NotFoundScreen />
  ) : (
    <PageFrame>
      <Loading />
    </PageFrame>
  );
}
