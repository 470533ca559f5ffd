import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Raycaster,
  Scene,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Intersection,
  type Object3D,
} from 'three'
import { OrbitControls } from 'three/addons/controls/OrbitControls.js'

/**
 * The site's one 3D stage (the LOD explorer's samples, the buyer's own model in the brief):
 * three.js with orbit controls, drawn on demand. A frame is rendered when a model arrives, the
 * camera moves (pointer, touch, keys, reset) or the canvas is resized, and never otherwise (no
 * animation loop, no damping, nothing moves that the visitor did not move). Only ever `import()`ed
 * when the visitor asks for a model, so none of it is in a page's load-time JavaScript.
 */
export type ModelStage = {
  /** Shows this object instead of the last; the camera frames the first object shown, and later ones keep the visitor's view. */
  display(model: Object3D): void
  /** Turns the camera around the model: radians left and up. */
  turn(left: number, up: number): void
  /** Moves the camera nearer (factor > 1) or further (factor < 1). */
  zoom(factor: number): void
  /** Back to the view the model opened with. */
  resetView(): void
  /** Draws again after the caller changed what is shown (a storey hidden, a colour changed). */
  render(): void
  /** What is under this point of the viewport (client pixels), nearest first. */
  pick(clientX: number, clientY: number): Intersection[]
  dispose(): void
}

const BACKGROUND = '#f4f6f9' // --color-surface-alt in app/tokens.css: a canvas cannot read custom properties

export function createModelStage(canvas: HTMLCanvasElement): ModelStage {
  // Throws when the browser cannot give a WebGL context; the islands report that in words.
  const renderer = new WebGLRenderer({ canvas, antialias: true })
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2))
  renderer.outputColorSpace = SRGBColorSpace

  const scene = new Scene()
  scene.background = new Color(BACKGROUND)
  scene.add(new HemisphereLight(0xffffff, 0x8a94a6, 2.2))
  const sun = new DirectionalLight(0xffffff, 1.8)
  sun.position.set(4, 8, 6)
  scene.add(sun)

  const camera = new PerspectiveCamera(40, 1, 0.01, 1000)
  const controls = new OrbitControls(camera, canvas)
  controls.enableDamping = false
  controls.enablePan = false
  controls.addEventListener('change', render)

  const raycaster = new Raycaster()
  let shown: Object3D | undefined
  let framed = false

  function render() {
    renderer.render(scene, camera)
  }

  function resize() {
    const width = canvas.clientWidth
    const height = canvas.clientHeight
    if (width === 0 || height === 0) return
    renderer.setSize(width, height, false)
    camera.aspect = width / height
    camera.updateProjectionMatrix()
    render()
  }
  const resizeObserver = new ResizeObserver(resize)
  resizeObserver.observe(canvas)

  /** Puts the camera at a three-quarter view that holds the whole model, and remembers it for reset. */
  function frame(model: Object3D) {
    const box = new Box3().setFromObject(model)
    const centre = box.getCenter(new Vector3())
    const radius = Math.max(box.getSize(new Vector3()).length() / 2, 0.01)
    const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((index) =>
      new Vector3(index & 1 ? box.max.x : box.min.x, index & 2 ? box.max.y : box.min.y, index & 4 ? box.max.z : box.min.z),
    )
    const direction = new Vector3(1, 0.55, 1.2).normalize()
    let distance = radius / Math.sin((camera.fov * Math.PI) / 360)
    camera.near = radius / 100
    camera.far = radius * 100
    // The bounding sphere frames loosely; a few steps bring the box's furthest corner to 90 % of
    // the view's half-width or half-height, whichever the canvas's shape makes tighter.
    for (let step = 0; step < 4; step += 1) {
      camera.position.copy(centre).addScaledVector(direction, distance)
      camera.lookAt(centre)
      camera.updateProjectionMatrix()
      camera.updateMatrixWorld()
      const extent = Math.max(...corners.map((corner) => corner.clone().project(camera)).flatMap((point) => [Math.abs(point.x), Math.abs(point.y)]))
      distance *= extent / 0.9
    }
    camera.position.copy(centre).addScaledVector(direction, distance)
    controls.target.copy(centre)
    controls.minDistance = radius * 0.3
    controls.maxDistance = distance * 3
    controls.update()
    controls.saveState()
  }

  resize()

  return {
    display(model) {
      if (shown) scene.remove(shown)
      scene.add(model)
      shown = model
      if (!framed) {
        frame(model)
        framed = true
      }
      render()
    },
    turn(left, up) {
      controls.rotateLeft(left)
      controls.rotateUp(up)
      render()
    },
    zoom(factor) {
      // OrbitControls multiplies the camera's distance by the scale dollyIn is given.
      controls.dollyIn(1 / factor)
      render()
    },
    resetView() {
      controls.reset()
      render()
    },
    render,
    pick(clientX, clientY) {
      if (!shown) return []
      const bounds = canvas.getBoundingClientRect()
      const point = new Vector2(((clientX - bounds.left) / bounds.width) * 2 - 1, -((clientY - bounds.top) / bounds.height) * 2 + 1)
      raycaster.setFromCamera(point, camera)
      return raycaster.intersectObject(shown, true).filter((hit) => hit.object.visible)
    },
    dispose() {
      resizeObserver.disconnect()
      controls.dispose()
      renderer.dispose()
    },
  }
}
