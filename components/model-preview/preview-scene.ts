import { BufferAttribute, BufferGeometry, DoubleSide, Group, Mesh, MeshStandardMaterial } from 'three'
import { createModelStage, type ModelStage } from '@/components/model-view/model-stage'
import { elementOfTriangle, type ElementKind, type MeshGroup } from '@/lib/takeoff/model-meshes'
import { KIND_COLOURS, MARK_COLOUR } from './element-kinds'

/**
 * The buyer's model on the site's 3D stage: one mesh per storey and kind, as the worker merged
 * them, coloured by kind. Only ever `import()`ed when the preview has triangles to draw.
 */
export type PreviewScene = Pick<ModelStage, 'turn' | 'zoom' | 'resetView' | 'dispose'> & {
  /** Draws the groups (replacing none: called once per preview). */
  show(groups: MeshGroup[]): void
  /** Shows only the storeys named here (null: elements on no storey). */
  showStoreys(visible: ReadonlySet<string | null>): void
  /** Marks (in the accent colour) the element under a point of the viewport (client pixels) and answers its id; null (and no mark) for none. */
  select(clientX: number, clientY: number): number | null
}

/**
 * One element's triangles (first to end) of a group, as a geometry of its own: a copy of the
 * vertices they use, so disposing of it never frees the group's buffers on the GPU.
 */
function elementGeometry(group: BufferGeometry, first: number, end: number): BufferGeometry {
  const corners = (group.index!.array as Uint32Array).subarray(first * 3, end * 3)
  const positions = group.getAttribute('position').array as Float32Array
  const normals = group.getAttribute('normal').array as Float32Array
  const renumbered = new Map<number, number>()
  const index = new Uint32Array(corners.length)
  const ownPositions: number[] = []
  const ownNormals: number[] = []
  corners.forEach((vertex, at) => {
    let own = renumbered.get(vertex)
    if (own === undefined) {
      own = renumbered.size
      renumbered.set(vertex, own)
      ownPositions.push(...positions.subarray(vertex * 3, vertex * 3 + 3))
      ownNormals.push(...normals.subarray(vertex * 3, vertex * 3 + 3))
    }
    index[at] = own
  })
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(ownPositions), 3))
  geometry.setAttribute('normal', new BufferAttribute(new Float32Array(ownNormals), 3))
  geometry.setIndex(new BufferAttribute(index, 1))
  return geometry
}

export function createPreviewScene(canvas: HTMLCanvasElement): PreviewScene {
  const stage = createModelStage(canvas)
  const root = new Group()
  const markMaterial = new MeshStandardMaterial({ color: MARK_COLOUR, side: DoubleSide, polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -2 })
  let marked: Mesh | undefined
  const materials = new Map<ElementKind, MeshStandardMaterial>()
  const material = (kind: ElementKind) => {
    let made = materials.get(kind)
    if (!made) {
      // Everything not counted is a faint ghost, so the counted kinds stand out inside a building.
      const ghost = kind === 'other'
      made = new MeshStandardMaterial({ color: KIND_COLOURS[kind], side: DoubleSide, transparent: ghost, opacity: ghost ? 0.25 : 1, depthWrite: !ghost, metalness: 0, roughness: 0.8 })
      materials.set(kind, made)
    }
    return made
  }

  return {
    show(groups) {
      for (const group of groups) {
        const geometry = new BufferGeometry()
        geometry.setAttribute('position', new BufferAttribute(group.positions, 3))
        geometry.setAttribute('normal', new BufferAttribute(group.normals, 3))
        geometry.setIndex(new BufferAttribute(group.indices, 1))
        const mesh = new Mesh(geometry, material(group.kind))
        mesh.userData = { storey: group.storey, elements: group.elements }
        // Ghosts draw last, over what they hold.
        mesh.renderOrder = group.kind === 'other' ? 1 : 0
        root.add(mesh)
      }
      // web-ifc hands its triangles over Y-up, as the stage (and glTF) has it.
      stage.display(root)
    },
    showStoreys(visible) {
      let changed = false
      for (const mesh of root.children) {
        const shown = visible.has(mesh.userData.storey as string | null)
        changed ||= mesh.visible !== shown
        mesh.visible = shown
      }
      // A large model's frame costs seconds in software WebGL: none is drawn for nothing (the first call, all shown).
      if (changed) stage.render()
    },
    select(clientX, clientY) {
      if (marked) {
        root.remove(marked)
        marked.geometry.dispose()
        marked = undefined
      }
      const hits = stage.pick(clientX, clientY)
      const hit = hits.find((candidate) => (candidate.object as Mesh).material !== materials.get('other')) ?? hits[0]
      const mesh = hit?.object as Mesh | undefined
      const element = mesh && typeof hit?.faceIndex === 'number' ? elementOfTriangle(mesh.userData.elements as Int32Array, hit.faceIndex, (mesh.geometry.index?.count ?? 0) / 3) : null
      if (mesh && element) {
        marked = new Mesh(elementGeometry(mesh.geometry, element.first, element.end), markMaterial)
        marked.userData = { storey: mesh.userData.storey }
        marked.visible = mesh.visible
        marked.renderOrder = 2
        root.add(marked)
      }
      stage.render()
      return element?.id ?? null
    },
    turn: stage.turn,
    zoom: stage.zoom,
    resetView: stage.resetView,
    dispose() {
      for (const mesh of root.children) (mesh as Mesh).geometry.dispose()
      for (const made of [...materials.values(), markMaterial]) made.dispose()
      stage.dispose()
    },
  }
}
