import { formatBytes } from '../assets/assets-api.ts'
import { fieldText, submittedFileUrl } from './forms-api.ts'
import type { Submission } from './forms-api.ts'

/** One submission: when, to whom it was mailed, every field, and its files to download. */
export function SubmissionView({
  submission,
  onBack,
}: {
  submission: Submission
  onBack: () => void
}) {
  return (
    <section className="submission-view" aria-labelledby="submission-title">
      <button type="button" onClick={onBack}>
        Back to the submissions
      </button>
      <h2 id="submission-title">Submission of {new Date(submission.createdAt).toLocaleString()}</h2>
      <dl className="submission-fields">
        <div className="submission-field">
          <dt>Form</dt>
          <dd>{submission.formName}</dd>
        </div>
        {submission.to && (
          <div className="submission-field">
            <dt>Mailed to</dt>
            <dd>{submission.to}</dd>
          </div>
        )}
        {Object.entries(submission.data).map(([field, value]) => (
          <div key={field} className="submission-field">
            <dt>{field}</dt>
            <dd>{fieldText(value)}</dd>
          </div>
        ))}
      </dl>
      <h3>Files</h3>
      {submission.files.length === 0 ? (
        <p>No files.</p>
      ) : (
        <ul aria-label="Submitted files">
          {submission.files.map((file) => (
            <li key={file.assetId}>
              <a href={submittedFileUrl(file)} download={file.filename}>
                {file.filename}
              </a>{' '}
              ({file.field}, {file.contentType}, {formatBytes(file.size)})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
