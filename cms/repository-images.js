// Image fields show their file from the repository, not from the website (issue 41: a new team portrait's
// thumbnail stayed broken after publishing; why and how: cms/repository-asset.js). Loaded by /admin/ before
// cms/admin.js, which calls `registerRepositoryImages` with that module's `repositoryAsset`.

/**
 * Decap's image widget, its thumbnail read from the repository (the file widget stays as it is). While Decap
 * reads a file it hands out an empty picture and does not ask again (its getAsset never changes), so the
 * thumbnail of an image already saved stayed empty: until the file has come, the control asks again every
 * quarter of a second, with a new getAsset the image control looks at (at most 10 s).
 */
function registerRepositoryImages(CMS, h, createClass, repositoryAsset) {
  const image = CMS.getWidget("image");
  const Control = image.control;
  CMS.registerWidget({
    name: "image",
    controlComponent: createClass({
      getInitialState: () => ({ asks: 0 }),
      // Decap asks the control whether to update; the image control's own check decides below.
      shouldComponentUpdate: () => true,
      componentWillUnmount() {
        clearTimeout(this.again);
      },
      getAsset(path, field) {
        const asset = repositoryAsset(this.props.getAsset, this.props.config)(path, field);
        if (path && asset?.path === "empty.svg" && this.state.asks < 40) {
          clearTimeout(this.again);
          this.again = setTimeout(() => this.setState(({ asks }) => ({ asks: asks + 1 })), 250);
        }
        return asset;
      },
      render() {
        const { getAsset } = this.props;
        if (this.asked?.asks !== this.state.asks || this.asked.getAsset !== getAsset)
          this.asked = { asks: this.state.asks, getAsset, ask: (path, field) => this.getAsset(path, field) };
        return h(Control, { ...this.props, getAsset: this.asked.ask });
      },
    }),
    previewComponent: image.preview,
    schema: image.schema,
    globalStyles: image.globalStyles,
    allowMapValue: image.allowMapValue,
  });
}

window.registerRepositoryImages = registerRepositoryImages;
