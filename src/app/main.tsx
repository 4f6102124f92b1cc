import './styles.css';
import { startApp } from './start-up';

void startApp(document.getElementById('root')!);
