import type { ComponentType } from 'react';
import type { RouteMatch } from './route-table';

export interface ScreenProps {
  match: RouteMatch;
}

export type ScreenComponent = ComponentType<ScreenProps>;
