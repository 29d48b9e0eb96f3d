import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/shell-app';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<ShellApp />);
