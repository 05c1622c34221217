/** The modal's container, its data loader and (beside them) its form: loaded when it opens. */
export const loadRequestContainer = () => import('./RequestContainer');
