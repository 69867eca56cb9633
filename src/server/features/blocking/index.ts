import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';

export { blockedEitherWay, blockedIdsQuery, isBlockedEitherWay } from './blocking.repository';
export { blockingRoutes } from './blocking.routes';
export { blockedStatusOf } from './blocking.service';

/** 409 `user blocked`: the two have a block between them (either way), so the action is refused. */
export function blockedRefusal(message: string): AppError {
  return new AppError('conflict', ErrorText.UserBlocked, message);
}
