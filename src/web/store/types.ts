import type { ContentState } from '../features/catalogue/shell';
import type { AppConfigState } from '../ssr-contract';
import type { AuthState } from './auth-slice';
import type { CategoryState } from './category-slice';
import type { DiscoveryState } from '../features/discovery/shell';
import type { ProjectsState } from '../features/projects/shell';
import type { MessagesState } from '../features/messages/shell';
import type { WorksState } from '../features/works/shell';
import type { UiState } from './ui-slice';
import type { UserState } from './user-slice';
import type { ServiceState } from '../features/services/shell';
import type { WalletState } from '../features/wallet/shell';

/** Written out rather than inferred, so thunks can name it without a type cycle. */
export interface RootState {
  app: AppConfigState;
  user: UserState;
  category: CategoryState;
  discovery: DiscoveryState;
  content: ContentState;
  ui: UiState;
  auth: AuthState;
  projects: ProjectsState;
  works: WorksState;
  messages: MessagesState;
  wallet: WalletState;
  service: ServiceState;
}
