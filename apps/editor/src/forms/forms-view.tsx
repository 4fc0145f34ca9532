import { useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { ShowMore } from '../api/show-more.tsx'
import { useLoaded } from '../api/use-loaded.ts'
import { useLoadedList } from '../api/use-loaded-list.ts'
import type { EditorConfig, EditorUser } from '../api/session.ts'
import { TopHeader } from '../pages/top-header.tsx'
import {
  SUBMISSIONS_STEP,
  csvExportUrl,
  fieldText,
  listForms,
  listSubmissions,
} from './forms-api.ts'
import type { Submission } from './forms-api.ts'
import { SubmissionView } from './submission-view.tsx'
import './forms.css'

/** A line of a submission for the list: its first fields, shortened. */
function summary(submission: Submission): string {
  const text = Object.entries(submission.data)
    .slice(0, 3)
    .map(([field, value]) => `${field}: ${fieldText(value)}`)
    .join(' · ')
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

/**
 * Form submissions (`/editor/forms`): the forms that have some, one form's submissions
 * (searchable), one submission with its files, and the CSV export of what is listed.
 */
export function FormsView({
  api,
  user,
  config,
  onSignOut,
}: {
  api: ApiClient
  user: EditorUser
  config: EditorConfig
  onSignOut: () => void
}) {
  const forms = useLoaded(() => listForms(api), [api])
  const [chosen, setForm] = useState<string>()
  const form = chosen ?? forms.value?.[0]?.formName
  const [search, setSearch] = useState('')
  const list = useLoadedList(
    async (max) => ({
      form,
      ...(form === undefined
        ? { items: [], more: false }
        : await listSubmissions(api, form, search, max)),
    }),
    [api, form, search],
    SUBMISSIONS_STEP,
    150,
  )
  // Another form's list is not shown while the chosen one loads.
  const listed = list.value?.form === form ? list.value : undefined
  const submissions = listed?.items
  const [open, setOpen] = useState<Submission>()
  const error = forms.error ?? list.error

  return (
    <div className="pages-view">
      <TopHeader user={user} spaceName={config.space.name} onSignOut={onSignOut} />
      <main className="forms-main">
        <h1>Form submissions</h1>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        {forms.value === undefined ? (
          <p>Loading forms…</p>
        ) : forms.value.length === 0 ? (
          <p>No form has been submitted yet.</p>
        ) : (
          <div className="forms-layout">
            <nav aria-label="Forms">
              <ul className="forms-list">
                {forms.value.map((item) => (
                  <li key={item.formName}>
                    <button
                      type="button"
                      aria-pressed={item.formName === form}
                      onClick={() => {
                        setForm(item.formName)
                        setOpen(undefined)
                      }}
                    >
                      {item.formName} ({item.submissions})
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {open ? (
              <SubmissionView submission={open} onBack={() => setOpen(undefined)} />
            ) : (
              <section aria-labelledby="form-title">
                <div className="pages-toolbar">
                  <h2 id="form-title">{form}</h2>
                  <input
                    type="search"
                    placeholder="Search the submissions"
                    aria-label="Search submissions"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                  {form !== undefined && (
                    <a className="button-link" href={csvExportUrl(form, search)} download>
                      Download CSV
                    </a>
                  )}
                </div>
                {submissions === undefined ? (
                  <p>Loading submissions…</p>
                ) : submissions.length === 0 ? (
                  <p>No submission matches.</p>
                ) : (
                  <table className="pages-table">
                    <thead>
                      <tr>
                        <th scope="col">Submitted</th>
                        <th scope="col">Fields</th>
                        <th scope="col">Files</th>
                      </tr>
                    </thead>
                    <tbody>
                      {submissions.map((submission) => (
                        <tr key={submission.id}>
                          <td>
                            <button
                              type="button"
                              className="link"
                              onClick={() => setOpen(submission)}
                            >
                              {new Date(submission.createdAt).toLocaleString()}
                            </button>
                          </td>
                          <td>{summary(submission)}</td>
                          <td>{submission.files.length}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <ShowMore listed={listed} noun="submissions" onMore={list.showMore} />
              </section>
            )}
          </div>
        )}
      </main>
    </div>
  )
}
