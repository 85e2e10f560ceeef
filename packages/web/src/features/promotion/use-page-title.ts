// The promotion pages' title is the kit's document title (one rule for every page).
export { useDocumentTitle as usePageTitle } from '../../ui/document-title/use-document-title';
