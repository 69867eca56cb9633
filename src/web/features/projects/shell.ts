/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { initialProjectsState, projectsSlice } from './projects-slice';
export type { ProjectsState } from './projects-slice';
