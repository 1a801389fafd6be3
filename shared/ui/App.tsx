import { Route, Routes } from 'react-router';
import { LandingPage } from './pages/LandingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { Toaster } from './toast/Toaster.tsx';

/** The routes of the product, shared by the web app and the desktop app (each brings its own router). */
export function App() {
  return (
    <>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <Toaster />
    </>
  );
}
