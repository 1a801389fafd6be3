/** The signed-in home is the summarizer dashboard (a separate chunk, so visitors never download it). */
export { default } from '../features/dashboard/DashboardPage.tsx';
