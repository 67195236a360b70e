<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="relics" tilewidth="64" tileheight="64" tilecount="8" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="crate"/>
  </properties>
  <image width="64" height="64" source="crate.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="boulder"/>
  </properties>
  <image width="64" height="64" source="boulder.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="ice"/>
  </properties>
  <image width="64" height="64" source="ice.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="fire"/>
  </properties>
  <image width="64" height="64" source="fire.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="water"/>
  </properties>
  <image width="64" height="64" source="water.png"/>
 </tile>
 <tile id="5" type="adventurer">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="adventurer"/>
  </properties>
  <image width="64" height="64" source="adventurer.png"/>
 </tile>
 <tile id="6" type="nemesis">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="nemesis"/>
  </properties>
  <image width="64" height="64" source="nemesis.png"/>
 </tile>
 <tile id="7" type="gem">
  <properties>
   <property name="kind" type="string" propertytype="kind" value="gem"/>
  </properties>
  <image width="64" height="64" source="gem.png"/>
 </tile>
</tileset>
