import { legalDocumentTypes } from '@groundwork/domain/legal';
import { LegalDocumentBody } from './legal-document-content';

/** Both documents one after the other, for the Terms & Privacy Policy dialog's scrollable box. */
export function LegalDocumentsPanel() {
  return (
    <div className="space-y-10">
      {legalDocumentTypes.map((type) => (
        <LegalDocumentBody key={type} type={type} headingLevel="h3" />
      ))}
    </div>
  );
}
