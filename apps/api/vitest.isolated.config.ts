import { apiTestProject } from './vitest.shared';

export default apiTestProject(true);
