/** The default styles of the form's text fields (`Form:Input`, `Form:TextArea`) in the editor. */
export const FIELD_DEFAULT_STYLES: Readonly<Record<string, string>> = Object.freeze({
  paddingTop: '10px',
  paddingBottom: '10px',
  paddingLeft: '10px',
  paddingRight: '10px',
  borderRadius: '3px',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: '#ccc',
})
