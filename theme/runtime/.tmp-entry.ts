import { initCopyPage } from './copy-page'
initCopyPage()
